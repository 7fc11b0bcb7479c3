// Beacons come from anyone: junk paths and campaign tags must not add counter rows without
// end. Each kind keeps MAX_VALUES_PER_DAY distinct values a day; the rest count as OTHER.
import { describe, expect, it } from "vitest";
import { pino } from "pino";
import { MAX_VALUES_PER_DAY, OTHER, visitCounter } from "../../server/analytics/visit-counter.ts";
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
  it("keep at most MAX_VALUES_PER_DAY paths and campaigns a day, count the rest under (other), and lose no page view", async () => {
    const { writes, batches } = capturingWrites();
    const counter = visitCounter(writes, pino({ level: "silent" }));
    const flood = MAX_VALUES_PER_DAY + 250;
    for (let i = 0; i < flood; i++) {
      counter.record({
        visitorKey: `v${i}`,
        path: `/junk-${i}`,
        landing: { source: `s${i}`, utmCampaign: `c${i}`, device: "desktop" },
      });
    }
    counter.record({ visitorKey: "real", path: "/junk-1" }); // a value already kept stays itself
    await counter.flush();
    const rows = [...batches[0]!.counters].map(([k, c]) => [k.split("\t"), c] as const);
    const of = (kind: string) => rows.filter(([[, k]]) => k === kind);
    for (const kind of ["page", "landing", "source", "utm_campaign"]) {
      expect(of(kind).length, kind).toBe(MAX_VALUES_PER_DAY + 1);
      expect(
        of(kind).some(([[, , value]]) => value === OTHER),
        kind,
      ).toBe(true);
    }
    const pageviews = of("page").reduce((n, [, c]) => n + c.pageviews, 0);
    expect(pageviews).toBe(flood + 1);
    expect(of("page").find(([[, , v]]) => v === "/junk-1")![1].pageviews).toBe(2);
    expect(of("page").find(([[, , v]]) => v === OTHER)![1].pageviews).toBe(250);
  });
});
