// The dashboard's numbers for a range of UTC days: visitors and page views per day, top
// pages, sources, referrers and campaigns, and the leads of the same days by the same
// source rule (common/attribution.ts sourceOf), which gives a conversion rate per landing
// page and per source. Visitors over several days are the sum of each day's distinct
// visitors (a visitor's hash changes daily, by design). Spam leads are not counted.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { landingPath, sourceOf } from "../../common/attribution.ts";

export interface StatsRange {
  /** YYYY-MM-DD, inclusive (UTC) */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const STATS_MAX_DAYS = 366;

const isDay = (s: string | null): s is string =>
  !!s && DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range a request asks for: from and to, or the last `days` days (30 by default). */
export function statsRangeFromParams(p: URLSearchParams, today: string): { ok: true; range: StatsRange; days?: number } | { ok: false; error: string } {
  const from = p.get("from");
  const to = p.get("to");
  if (from || to) {
    if (!isDay(from) || !isDay(to)) return { ok: false, error: "from and to must both be dates as YYYY-MM-DD." };
    if (from > to) return { ok: false, error: "from must not be after to." };
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > STATS_MAX_DAYS) return { ok: false, error: `At most ${STATS_MAX_DAYS} days at a time.` };
    return { ok: true, range: { from, to } };
  }
  const days = Number(p.get("days") ?? 30);
  if (!Number.isInteger(days) || days < 1 || days > STATS_MAX_DAYS) return { ok: false, error: `days must be a whole number from 1 to ${STATS_MAX_DAYS}.` };
  return { ok: true, range: { from: dayOf(Date.parse(today) - (days - 1) * DAY_MS), to: today }, days };
}

const rate = (leads: number, visits: number) => (visits > 0 ? Math.round((leads / visits) * 10_000) / 10_000 : null);
const top = <T>(rows: T[], by: (r: T) => number, n = 20) => [...rows].sort((a, b) => by(b) - by(a)).slice(0, n);

export async function visitStats(db: Kysely<Database>, range: StatsRange) {
  const [counters, leads] = await Promise.all([
    db.selectFrom("visit_counters").selectAll().where("day", ">=", range.from).where("day", "<=", range.to).execute(),
    db
      .selectFrom("leads")
      .select(["created_at", "landing_page", "referrer", "utm_source", "utm_campaign"])
      .where("status", "<>", "spam")
      .where("created_at", ">=", `${range.from}T00:00:00.000Z`)
      .where("created_at", "<=", `${range.to}T23:59:59.999Z`)
      .execute(),
  ]);

  const days = new Map<string, { day: string; pageviews: number; visitors: number; visits: number; leads: number }>();
  for (let ms = Date.parse(range.from); ms <= Date.parse(range.to); ms += DAY_MS)
    days.set(dayOf(ms), { day: dayOf(ms), pageviews: 0, visitors: 0, visits: 0, leads: 0 });
  const byKind = (kind: string) => {
    const sums = new Map<string, { pageviews: number; visits: number; visitors: number }>();
    for (const c of counters) {
      if (c.kind !== kind) continue;
      const s = sums.get(c.value) ?? { pageviews: 0, visits: 0, visitors: 0 };
      s.pageviews += Number(c.pageviews);
      s.visits += Number(c.visits);
      s.visitors += Number(c.visitors);
      sums.set(c.value, s);
    }
    return sums;
  };
  for (const c of counters) {
    if (c.kind !== "total") continue;
    const d = days.get(c.day);
    if (d) Object.assign(d, { pageviews: Number(c.pageviews), visits: Number(c.visits), visitors: Number(c.visitors) });
  }

  const leadsBy = (keyOf: (l: (typeof leads)[number]) => string | null) => {
    const counts = new Map<string, number>();
    for (const l of leads) {
      const k = keyOf(l);
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  for (const l of leads) {
    const d = days.get(l.created_at.slice(0, 10));
    if (d) d.leads++;
  }
  const leadSources = leadsBy((l) => sourceOf({ utmSource: l.utm_source ?? undefined, referrer: l.referrer ?? undefined }));
  const leadLandings = leadsBy((l) => (l.landing_page ? landingPath(l.landing_page) : "(unknown)"));
  const leadCampaigns = leadsBy((l) => l.utm_campaign);

  /** Visits and leads per value, with the rate: every value that has either. */
  const conversion = (visits: Map<string, { visits: number }>, leadCounts: Map<string, number>) =>
    top(
      [...new Set([...visits.keys(), ...leadCounts.keys()])].map((value) => {
        const v = visits.get(value)?.visits ?? 0;
        const n = leadCounts.get(value) ?? 0;
        return { value, visits: v, leads: n, conversionRate: rate(n, v) };
      }),
      (r) => r.visits * 1000 + r.leads,
    );

  const dayRows = [...days.values()];
  const sum = (k: "pageviews" | "visitors" | "visits" | "leads") => dayRows.reduce((n, d) => n + d[k], 0);
  const visits = (kind: string) =>
    top(
      [...byKind(kind)].map(([value, s]) => ({ value, visits: s.visits })),
      (r) => r.visits,
    );
  return {
    from: range.from,
    to: range.to,
    totals: {
      pageviews: sum("pageviews"),
      visitors: sum("visitors"),
      visits: sum("visits"),
      leads: sum("leads"),
      conversionRate: rate(sum("leads"), sum("visits")),
    },
    days: dayRows,
    pages: top(
      [...byKind("page")].map(([path, s]) => ({ path, pageviews: s.pageviews, visitors: s.visitors })),
      (r) => r.pageviews,
    ),
    referrers: visits("referrer"),
    campaigns: conversion(byKind("utm_campaign"), leadCampaigns),
    mediums: visits("utm_medium"),
    devices: visits("device"),
    /** Visits, leads and conversion rate per source (utm_source, else the referring site, else "(direct)"). */
    sources: conversion(byKind("source"), leadSources),
    /** Visits that began on each page, the leads whose visit began there, and the rate. */
    landingPages: conversion(byKind("landing"), leadLandings),
  };
}
export type VisitStats = Awaited<ReturnType<typeof visitStats>>;
