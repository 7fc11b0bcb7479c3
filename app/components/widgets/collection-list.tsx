// A collection's entries (content/collections/{name}.yaml) as a card grid, as the server
// renders every list (SPEC 4, decision 036): the error text when the collection cannot be
// read, a line when it is empty. A list page is its route's hero and this widget, given
// the section its loader read with readCollection (docs/content.md, "Add a list page").
import type { Collection, CollectionEntry } from "../../../common/entities.ts";
import { COLLECTION_TEXT } from "../../../common/spec-texts.ts";
import { PLACEHOLDER_IMAGE } from "../../../common/fallback-images.ts";
import type { Section } from "../../lib/data/section.ts";
import { CARD_GRID } from "./card-grid.ts";
import { ErrorText } from "./page-hero.tsx";
import { PictureCard } from "./cards.tsx";

export function CollectionList({ name, collection }: { name: string; collection: Section<Collection> }) {
  if (!collection.ok) return <ErrorText>{COLLECTION_TEXT.error(name)}</ErrorText>;
  const { entries } = collection.data;
  if (entries.length === 0) return <p className="text-slate-600">{COLLECTION_TEXT.empty(name)}</p>;
  return (
    <div className={CARD_GRID}>
      {entries.map((entry, i) => (
        <CollectionCard key={entry.slug} entry={entry} priority={i === 0} />
      ))}
    </div>
  );
}

function CollectionCard({ entry, priority }: { entry: CollectionEntry; priority: boolean }) {
  const text = (
    <>
      <h2 className="text-xl font-semibold text-slate-900">{entry.title}</h2>
      <p className="mt-2 text-slate-600">{entry.summary}</p>
      {/* Sanitized when the content was read (server/content/read-content.ts). */}
      {entry.body ? <div className="prose-content mt-4 text-sm" dangerouslySetInnerHTML={{ __html: entry.body }} /> : null}
    </>
  );
  if (entry.image) {
    return (
      <PictureCard image={entry.image} fallback={PLACEHOLDER_IMAGE} priority={priority} data-testid="collection-card">
        {text}
      </PictureCard>
    );
  }
  return (
    <article className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="collection-card">
      {text}
    </article>
  );
}
