// The desk's dashboard (issue 13): visitors and page views per day, top pages, where visits
// come from, and which landing pages and sources turn visits into leads, for 7, 30 or 90
// days or a chosen range (a plain GET form). The chart (uPlot) loads on this page only,
// after hydration; the same numbers are a table in the HTML, for screen readers and
// without JavaScript.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/stats";
import uplotCss from "uplot/dist/uPlot.min.css?url";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { ScrollRegion } from "../../components/desk/scroll-region.tsx";
import { deskDay } from "../../lib/desk/desk-time.ts";
import { deskHeaders, deskStatsOf, requireDeskSession, statsRangeFromParams } from "../../lib/desk/desk.server.ts";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { clock } from "../../../common/clock.ts";
import { BRAND_COLOR } from "../../../common/brand.ts";
import { appContext } from "../../load-context.ts";
import { deskStylesheet } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
const PRESETS = [7, 30, 90];

export const links: Route.LinksFunction = () => [deskStylesheet, { rel: "stylesheet", href: uplotCss }];

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const stats = deskStatsOf(context);
  const params = new URL(request.url).searchParams;
  const today = clock.date().toISOString().slice(0, 10);
  const asked = statsRangeFromParams(params, today);
  // A malformed range shows the last 30 days, and says why.
  const parsed = asked.ok ? asked : statsRangeFromParams(new URLSearchParams(), today);
  if (!parsed.ok) throw new Error(parsed.error);
  return { user: session.user, csrf: session.csrfToken, stats: await stats(parsed.range), days: parsed.days, error: asked.ok ? undefined : asked.error };
}

export const headers = deskHeaders;

const card = "min-w-0 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const heading = "text-sm font-semibold uppercase tracking-wide text-slate-500";
const number = new Intl.NumberFormat("en-US");
const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`);

type Row = Record<string, string | number | null>;
type Column = { key: string; label: string; format?: (v: Row[string]) => string };

/** A dimension's visits, leads and conversion rate; the first column is named for the dimension. */
const conversionColumns = (dimension: string): Column[] => [
  { key: "value", label: dimension },
  { key: "visits", label: "Visits" },
  { key: "leads", label: "Leads" },
  { key: "conversionRate", label: "Conversion", format: (v) => percent(v as number | null) },
];

function Table({ caption, columns, rows, empty = "Nothing yet." }: { caption: string; columns: Column[]; rows: Row[]; empty?: string }) {
  const headingId = `${caption}-heading`.replace(/\W+/g, "-");
  return (
    <section className={card} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {caption}
      </h2>
      {rows.length ? (
        <ScrollRegion aria-labelledby={headingId} className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                {columns.map((c, i) => (
                  <th key={c.key} scope="col" className={`py-1.5 font-medium ${i ? "pl-3 text-right" : ""}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, n) => (
                <tr key={n} className="border-b border-slate-100 last:border-0">
                  {columns.map((c, i) => {
                    const text = c.format
                      ? c.format(r[c.key] ?? null)
                      : typeof r[c.key] === "number"
                        ? number.format(r[c.key] as number)
                        : String(r[c.key] ?? "—");
                    return i ? (
                      <td key={c.key} className="py-1.5 pl-3 text-right tabular-nums text-slate-800">
                        {text}
                      </td>
                    ) : (
                      <th key={c.key} scope="row" className="max-w-[9rem] truncate py-1.5 sm:max-w-[14rem] text-left font-normal text-slate-800" title={text}>
                        {text}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}

/** Visitors and page views per day as a uPlot chart, drawn in the browser (decorative: the table below has the numbers). */
function DailyChart({ days }: { days: { day: string; visitors: number; pageviews: number }[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let live = true;
    void import("uplot").then(({ default: UPlot }) => {
      const el = box.current;
      if (!live || !el) return;
      const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width: el.clientWidth,
          height: 240,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          scales: { x: { time: true } },
          series: [
            {},
            { label: "Visitors", stroke: BRAND_COLOR, width: 2, fill: `${BRAND_COLOR}14` /* 8% */ },
            { label: "Page views", stroke: "#0e9f6e", width: 2 },
          ],
          axes: [{}, { size: 48 }],
        },
        [x, days.map((d) => d.visitors), days.map((d) => d.pageviews)],
        el,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 240 }));
      observer.observe(el);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" className="mt-3 min-h-[268px] w-full" />;
}

export default function DeskStats({ loaderData }: Route.ComponentProps) {
  const { user, csrf, stats, days, error } = loaderData;
  const t = stats.totals;
  const totals = [
    { label: "Visitors", value: number.format(t.visitors), note: "distinct per day, summed" },
    { label: "Page views", value: number.format(t.pageviews) },
    { label: "Visits", value: number.format(t.visits) },
    { label: "Leads", value: number.format(t.leads), note: "spam not counted" },
    { label: "Conversion", value: percent(t.conversionRate), note: "leads per visit" },
  ];
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Dashboard" description="Visits and leads." canonicalPath="/admin/stats" noindex />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="text-sm text-slate-600">
          {deskDay(stats.from)} – {deskDay(stats.to)} (UTC)
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <nav aria-label="Period" className="flex gap-1">
          {PRESETS.map((n) => (
            <Link
              key={n}
              to={`/admin/stats?days=${n}`}
              aria-current={days === n ? "page" : undefined}
              className={`rounded-full px-3 py-1 text-sm ${days === n ? "bg-slate-900 font-semibold text-white" : "text-slate-700 ring-1 ring-slate-300 hover:bg-slate-200"}`}
            >
              {n} days
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-xs font-medium text-slate-700">
            From
            <input
              type="date"
              name="from"
              required
              defaultValue={days ? "" : stats.from}
              className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </label>
          <label className="text-xs font-medium text-slate-700">
            To
            <input
              type="date"
              name="to"
              required
              defaultValue={days ? "" : stats.to}
              className="mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </label>
          <button type="submit" className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark">
            Show
          </button>
        </Form>
      </div>
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
          {error} Showing the last 30 days.
        </p>
      ) : null}

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {totals.map((x) => (
          <div key={x.label} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{x.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{x.value}</dd>
            {x.note ? <dd className="text-xs text-slate-500">{x.note}</dd> : null}
          </div>
        ))}
      </dl>

      <section aria-labelledby="daily-heading" className={`${card} mt-5`}>
        <h2 id="daily-heading" className={heading}>
          Visitors and page views per day
        </h2>
        <DailyChart days={stats.days} />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-600">The numbers per day</summary>
          <ScrollRegion aria-label="The numbers per day" className="mt-2 max-h-80 overflow-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                  <th scope="col" className="py-1.5 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                    Visitors
                  </th>
                  <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                    Page views
                  </th>
                  <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                    Leads
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.days.map((d) => (
                  <tr key={d.day} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1 text-left font-normal">
                      {deskDay(d.day)}
                    </th>
                    <td className="py-1 pl-3 text-right tabular-nums">{number.format(d.visitors)}</td>
                    <td className="py-1 pl-3 text-right tabular-nums">{number.format(d.pageviews)}</td>
                    <td className="py-1 pl-3 text-right tabular-nums">{number.format(d.leads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      </section>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <Table
          caption="Top pages"
          columns={[
            { key: "path", label: "Page" },
            { key: "pageviews", label: "Views" },
            { key: "visitors", label: "Visitors" },
          ]}
          rows={stats.pages}
        />
        <Table caption="Sources: visits and leads" rows={stats.sources} columns={conversionColumns("Source")} />
        <Table caption="Landing pages: visits and leads" rows={stats.landingPages} columns={conversionColumns("Landing page")} />
        <Table caption="Campaigns" rows={stats.campaigns} columns={conversionColumns("utm_campaign")} />
        <Table
          caption="Referrers"
          rows={stats.referrers}
          columns={[
            { key: "value", label: "Site" },
            { key: "visits", label: "Visits" },
          ]}
        />
        <Table
          caption="Devices"
          rows={stats.devices}
          columns={[
            { key: "value", label: "Device" },
            { key: "visits", label: "Visits" },
          ]}
        />
      </div>
      <p className="mt-5 text-xs text-slate-500">
        Counted without cookies: a visitor is a daily salted hash of address and browser, so one person on two days counts twice. Visits are counted from the
        first page of a browser tab's visit; a source is its utm_source, else the referring site.
      </p>
    </DeskShell>
  );
}
