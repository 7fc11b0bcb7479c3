// A collection's entries (content/collections/{name}.yaml) as a card grid, in the three
// states of every list (SPEC 4): skeletons while loading, the error text, and a line
// when the collection is empty. A list page is its route's hero and this widget
// (docs/content.md, "Add a list page").
import { useQuery } from "@tanstack/react-query";
import type { CollectionEntry } from "../../../common/entities.ts";
import { COLLECTION_TEXT } from "../../../common/spec-texts.ts";
import { SKELETON_COUNT } from "../../../common/list-counts.ts";
import { PLACEHOLDER_IMAGE } from "../../../common/fallback-images.ts";
import { collectionQuery } from "../../lib/data/queries.ts";
import { httpContentApi } from "../../lib/data/content-http.ts";
import { QueryState } from "./query-state.tsx";
import { CARD_GRID } from "./card-grid.ts";
import { SkeletonGrid } from "./page-hero.tsx";
import { PictureCard } from "./cards.tsx";

export function CollectionList({ name }: { name: string }) {
  const q = useQuery(collectionQuery(httpContentApi, name));
  return (
    <QueryState
      query={q}
      skeleton={<SkeletonGrid count={SKELETON_COUNT.collection} label={COLLECTION_TEXT.loading(name)} />}
      error={COLLECTION_TEXT.error(name)}
    >
      {({ entries }) =>
        entries.length === 0 ? (
          <p className="text-slate-600">{COLLECTION_TEXT.empty(name)}</p>
        ) : (
          <div className={CARD_GRID}>
            {entries.map((entry, i) => (
              <CollectionCard key={entry.slug} entry={entry} priority={i === 0} />
            ))}
          </div>
        )
      }
    </QueryState>
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
