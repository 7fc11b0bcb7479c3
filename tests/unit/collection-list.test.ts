// A collection's list page as the server renders it: the route's loader reads the
// collection in process (readCollection, app/lib/data/sections.server.ts) and the widget
// renders what it got, with the loader's status.
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { CollectionList } from "../../app/components/widgets/collection-list.tsx";
import { readCollection } from "../../app/lib/data/sections.server.ts";
import type { ContentApi } from "../../common/content-api.ts";
import { contentNotFound } from "../../common/content-api.ts";
import type { Collection } from "../../common/entities.ts";
import { DatabaseUnavailable } from "../../server/api/content-api.ts";

const sectors: Collection = {
  name: "sectors",
  title: "Sectors",
  description: "The sectors we work in.",
  entries: [
    { slug: "fintech", title: "Fintech", summary: "Payment platforms.", image: "/images/case-studies/diagnostics-lab-sre-slos.jpg" },
    { slug: "healthcare", title: "Healthcare", summary: "Clinical systems.", body: "<p>We run <strong>HIPAA</strong>-scoped clusters.</p>" },
  ],
};

/** The page's HTML and status after its loader ran with `collection` answering as given. */
async function firstLoad(collection: ContentApi["collection"]) {
  const { data, init } = await readCollection({ collection }, "sectors");
  const html = renderToString(createElement(CollectionList, { name: "sectors", collection: data.collection }));
  return { html, status: init?.status };
}
const count = (html: string, text: string) => html.split(text).length - 1;

describe("CollectionList", () => {
  it("shows the error text in place of the grid, in a 503, when the database fails", async () => {
    const { html, status } = await firstLoad(() => Promise.reject(new DatabaseUnavailable(new Error("no such table: collections"))));
    expect(status).toBe(503);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Error loading sectors. Please try again.");
    expect(html).not.toContain("collection-card");
  });

  it("shows the same text in a 404 when the collection does not exist", async () => {
    const { html, status } = await firstLoad(() => Promise.reject(contentNotFound("collection")));
    expect(status).toBe(404);
    expect(html).toContain("Error loading sectors. Please try again.");
  });

  it("says so when the collection is empty", async () => {
    const { html, status } = await firstLoad(async () => ({ ...sectors, entries: [] }));
    expect(status).toBe(200);
    expect(html).toContain("No sectors available.");
    expect(html).not.toContain("collection-card");
  });

  it("shows a card per entry, in order, with its image and body", async () => {
    const { html, status } = await firstLoad(async () => sectors);
    expect(status).toBe(200);
    expect(count(html, 'data-testid="collection-card"')).toBe(2);
    expect(html.indexOf(">Fintech</h2>")).toBeLessThan(html.indexOf(">Healthcare</h2>"));
    expect(html).toContain("diagnostics-lab-sre-slos");
    expect(html).toContain("<strong>HIPAA</strong>-scoped");
    expect(html).not.toContain("No sectors available.");
  });
});
