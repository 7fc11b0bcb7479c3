// Beacons come from anyone: junk paths and campaign tags must not add counter rows without
// end, nor hide the site's pages. Each of the other kinds keeps MAX_VALUES_PER_DAY distinct
// values a day, the rest count as OTHER; paths are named only if they are the site's pages,
// the rest count as UNKNOWN.
import { describe, expect, it } from "vitest";
import { pino } from "pino";
import { MAX_VALUES_PER_DAY, OTHER, UNKNOWN, visitCounter } from "../../server/analytics/visit-counter.ts";
import type { CounterBatch, CounterWrites } from "../../server/analytics/counter-writes.ts";

function capturingWrites() {
  const batches: CounterBatch[] = [];
  const writes: CounterWrites = {
    write: async (batch) => void batches.push(batch),
    forgetBefore: async () => {},
    close: async () => {},
  };
  return { writes, batches };
}

describe("visit counters under a flood of made-up values", () => {
  it("keep at most MAX_VALUES_PER_DAY campaigns a day, count the rest under (other), name only the site's pages, and lose no page view", async () => {
    const { writes, batches } = capturingWrites();
    const sitePages = new Set(["/about", "/blog/real-post"]);
    const counter = visitCounter(writes, pino({ level: "silent" }), (path) => sitePages.has(path));
    const flood = MAX_VALUES_PER_DAY + 250;
    for (let i = 0; i < flood; i++) {
      counter.record({
        visitorKey: `v${i}`,
        path: `/blog/junk-${i}`,
        landing: { source: `s${i}`, utmCampaign: `c${i}`, device: "desktop" },
      });
    }
    counter.record({ visitorKey: "real", path: "/about", landing: { source: "s1", device: "desktop" } });
    counter.record({ visitorKey: "real", path: "/blog/real-post" });
    await counter.flush();
    const rows = [...batches[0]!.counters].map(([k, c]) => [k.split("\t"), c] as const);
    const of = (kind: string) => rows.filter(([[, k]]) => k === kind);
    for (const kind of ["source", "utm_campaign"]) {
      expect(of(kind).length, kind).toBe(MAX_VALUES_PER_DAY + 1);
      expect(
        of(kind).some(([[, , value]]) => value === OTHER),
        kind,
      ).toBe(true);
    }
    expect(of("source").find(([[, , v]]) => v === "s1")![1].visits).toBe(2); // a value already kept stays itself
    const pages = Object.fromEntries(of("page").map(([[, , v], c]) => [v, c.pageviews]));
    expect(pages).toEqual({ [UNKNOWN]: flood, "/about": 1, "/blog/real-post": 1 });
    const landings = Object.fromEntries(of("landing").map(([[, , v], c]) => [v, c.visits]));
    expect(landings).toEqual({ [UNKNOWN]: flood, "/about": 1 });
  });
});
