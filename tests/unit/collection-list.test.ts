// The collection widget's three states, rendered as a first load renders them: the
// route's loader prefetches the query in process (app/lib/data/prefetch.server.ts) and the
// page renders on the server inside the root's HydrationBoundary.
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { CollectionList } from "../../app/components/widgets/collection-list.tsx";
import { prefetch } from "../../app/lib/data/prefetch.server.ts";
import { collectionQuery } from "../../app/lib/data/queries.ts";
import { createQueryClient } from "../../app/lib/data/query-client.ts";
import type { ContentApi } from "../../common/content-api.ts";
import { contentNotFound } from "../../common/content-api.ts";
import type { Collection } from "../../common/entities.ts";
import { SKELETON_COUNT } from "../../common/list-counts.ts";

const sectors: Collection = {
  name: "sectors",
  title: "Sectors",
  description: "The sectors we work in.",
  entries: [
    { slug: "fintech", title: "Fintech", summary: "Payment platforms.", image: "/images/case-studies/diagnostics-lab-sre-slos.jpg" },
    { slug: "healthcare", title: "Healthcare", summary: "Clinical systems.", body: "<p>We run <strong>HIPAA</strong>-scoped clusters.</p>" },
  ],
};

/** The page's HTML after its loader ran with `collection` answering as given (no loader: the query never ran). */
async function firstLoad(collection?: ContentApi["collection"]) {
  const queries = collection ? [collectionQuery({ collection }, "sectors")] : [];
  const { dehydratedState, status } = await prefetch(queries);
  const html = renderToString(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(HydrationBoundary, { state: dehydratedState }, createElement(CollectionList, { name: "sectors" })),
    ),
  );
  return { html, status };
}
const count = (html: string, text: string) => html.split(text).length - 1;

describe("CollectionList", () => {
  it("shows skeletons while the entries load", async () => {
    const { html } = await firstLoad();
    expect(html).toContain('aria-busy="true" aria-label="Loading sectors"');
    expect(count(html, 'data-testid="skeleton"')).toBe(SKELETON_COUNT.collection);
  });

  it("shows the error text in place of the grid when the collection cannot be read", async () => {
    const { html, status } = await firstLoad(() => Promise.reject(contentNotFound("collection")));
    expect(status).toBe(404);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error loading sectors. Please try again.");
    expect(html).not.toContain("skeleton");
  });

  it("says so when the collection is empty", async () => {
    const { html, status } = await firstLoad(async () => ({ ...sectors, entries: [] }));
    expect(status).toBe(200);
    expect(html).toContain("No sectors available.");
    expect(html).not.toContain("collection-card");
  });

  it("shows a card per entry, in order, with its image and body", async () => {
    const { html } = await firstLoad(async () => sectors);
    expect(count(html, 'data-testid="collection-card"')).toBe(2);
    expect(html.indexOf(">Fintech</h2>")).toBeLessThan(html.indexOf(">Healthcare</h2>"));
    expect(html).toContain("diagnostics-lab-sre-slos");
    expect(html).toContain("<strong>HIPAA</strong>-scoped");
    expect(html).not.toContain("No sectors available.");
  });
});
