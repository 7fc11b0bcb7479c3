// The lead desk's list: status tabs with counts, search and filters (a plain GET form,
// so links to a filtered list can be shared and it works without JavaScript), newest first.
// The follow-up views (?view=mine|due|overdue) pick the person's own leads, or the open
// ones whose next action is today or past, "today" in the person's time zone.
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/leads";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { StatusBadge } from "../../components/desk/status-badge.tsx";
import { LEAD_SOURCES, LEAD_SOURCE_LABEL } from "../../../common/lead-source.ts";
import { deskDay } from "../../lib/desk/desk-time.ts";
import { DeskTime } from "../../components/desk/desk-time.tsx";
import { LEAD_VIEWS, LEAD_VIEW_LABEL } from "../../../common/lead-views.ts";
import { dayIn } from "../../../common/time-zone.ts";
import { leadQueryFromParams, deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABEL } from "../../../common/lead-status.ts";
import { leadFlagText } from "../../../common/lead-flags.ts";
import { clock } from "../../../common/clock.ts";
import { appContext } from "../../load-context.ts";
import { DeliveryBanner, retryAllText } from "../../components/desk/delivery-banner.tsx";
import { FilterDisclosure } from "../../components/desk/filter-disclosure.tsx";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
const PAGE_SIZE = 25;
const FILTERS = ["q", "status", "source", "campaign", "owner", "from", "to", "view"] as const;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const desk = context.deskService;
  const params = new URL(request.url).searchParams;
  const { query, page } = leadQueryFromParams(params, { defaultPageSize: PAGE_SIZE });
  if (!query.status) query.spam = false; // spam has its own tab
  query.limit = PAGE_SIZE;
  query.offset = (page - 1) * PAGE_SIZE;
  const dayAgo = new Date(clock.now() - 24 * 3600_000).toISOString();
  const [result, counts, viewCounts, people, troubles, campaigns] = await Promise.all([
    desk.list(session.user.email, query),
    desk.statusCounts(),
    desk.viewCounts(session.user.email),
    desk.people(),
    desk.deliveryTroubles(dayAgo),
    desk.campaigns(),
  ]);
  // A lead another channel delivered is "partly delivered", not "failed".
  const deliveredElsewhere = new Set(troubles.flatMap((t) => t.leads.filter((l) => l.deliveredBy.length).map((l) => l.id)));
  return {
    user: session.user,
    csrf: session.csrfToken,
    page,
    total: result.total,
    counts,
    viewCounts,
    today: dayIn(session.user.timeZone, clock.date()),
    people,
    troubles,
    retried: retryAllText(params.get("retried")),
    campaigns,
    filters: Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""])) as Record<(typeof FILTERS)[number], string>,
    leads: result.leads.map((l) => ({
      id: l.id,
      createdAt: l.created_at,
      source: l.source,
      // Where it came from, in a word or two: the campaign's source and name, else the referring site.
      origin: [l.utm_source ?? l.referrer, l.utm_campaign].filter(Boolean).join(" · "),
      name: l.name,
      email: l.email,
      company: l.company,
      status: l.status,
      owner: l.owner,
      nextActionAt: l.next_action_at,
      delivery: l.delivery_state === "failed" && deliveredElsewhere.has(l.id) ? "partly" : l.delivery_state,
      flag: leadFlagText(l.flag, l.fill_ms),
      excerpt: l.message.replace(/\s+/g, " ").slice(0, 140),
    })),
  };
}

export const headers = deskHeaders;

/** "Retry all failed": every failed delivery of the banner is tried again; the list then says how that ended. */
export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const form = await request.formData();
  // Back to the list as it was filtered (the path is fixed: a script's request may name the route's data URL).
  const params = new URLSearchParams(new URL(request.url).search);
  for (const internal of ["retried", "index", "_routes"]) params.delete(internal);
  if (form.get("intent") === "retry-all") {
    const dayAgo = new Date(clock.now() - 24 * 3600_000).toISOString();
    const outcome = await context.deskService.retryAllFailed(session.user.email, dayAgo);
    params.set("retried", `${outcome.delivered}-${outcome.failed}-${outcome.pending}`);
  }
  return redirect(`/admin/leads${params.size ? `?${params}` : ""}`, 303);
}

export default function DeskLeads({ loaderData }: Route.ComponentProps) {
  const { user, csrf, leads, total, page, counts, viewCounts, today, people, filters, troubles, retried, campaigns } = loaderData;
  const navigation = useNavigation();
  const href = (change: Record<string, string>) => {
    const p = new URLSearchParams(Object.entries({ ...filters, ...change }).filter(([k, v]) => v && !(k === "page" && v === "1")));
    const s = p.toString();
    return s ? `/admin/leads?${s}` : "/admin/leads";
  };
  const open = Object.entries(counts).reduce((n, [s, c]) => (s === "spam" ? n : n + c), 0);
  const tabs = [{ status: "", label: "All open", n: open }, ...LEAD_STATUSES.map((s) => ({ status: s, label: LEAD_STATUS_LABEL[s], n: counts[s] ?? 0 }))];
  const first = (page - 1) * PAGE_SIZE + 1;
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/leads";

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Leads" description="The lead desk." canonicalPath="/admin/leads" noindex />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Leads</h1>
        <a
          href={`/admin/leads.csv${exportQuery ? `?${exportQuery}` : ""}`}
          className="rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Export CSV
        </a>
      </div>

      {retried ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {retried}
        </p>
      ) : null}
      <DeliveryBanner troubles={troubles} csrf={csrf} busy={navigation.state === "submitting"} />

      <nav aria-label="Status" className="mt-4 -mx-1 flex gap-1 overflow-x-auto pb-1">
        {tabs.map((t) => {
          const current = filters.status === t.status;
          return (
            <Link
              key={t.label}
              to={href({ status: t.status })}
              aria-current={current ? "page" : undefined}
              className={`whitespace-nowrap rounded-full px-3 py-1 text-sm ${current ? "bg-slate-900 font-semibold text-white" : "text-slate-700 hover:bg-slate-200"}`}
            >
              {t.label} <span className={current ? "text-slate-300" : "text-slate-500"}>{t.n}</span>
            </Link>
          );
        })}
      </nav>
      <nav aria-label="Follow-up" className="mt-1 -mx-1 flex gap-1 overflow-x-auto pb-1">
        {LEAD_VIEWS.map((v) => {
          const current = filters.view === v;
          const n = viewCounts[v];
          return (
            <Link
              key={v}
              to={href({ view: current ? "" : v, page: "" })}
              aria-current={current ? "page" : undefined}
              className={`whitespace-nowrap rounded-full px-3 py-1 text-sm ring-1 ${current ? "bg-brand font-semibold text-white ring-brand" : v === "overdue" && n ? "text-rose-800 ring-rose-200 hover:bg-rose-50" : "text-slate-700 ring-slate-200 hover:bg-slate-200"}`}
            >
              {LEAD_VIEW_LABEL[v]} <span className={current ? "text-sky-100" : "text-slate-500"}>{n}</span>
            </Link>
          );
        })}
      </nav>

      <FilterDisclosure filters={filters} people={people}>
        <Form method="get" className="grid grid-cols-2 gap-3 p-3 md:grid-cols-3 md:items-end lg:grid-cols-[minmax(12rem,2fr)_repeat(5,minmax(0,1fr))_auto]">
          <input type="hidden" name="status" value={filters.status} />
          <input type="hidden" name="view" value={filters.view} />
          <label className="col-span-2 text-xs font-medium text-slate-700 md:col-span-3 lg:col-span-1">
            Search
            <input
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder="Name, e-mail, company, message"
              className="mt-1 block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm"
            />
          </label>
          <label className="text-xs font-medium text-slate-700">
            Source
            <select name="source" defaultValue={filters.source} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
              <option value="">Any</option>
              {LEAD_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_SOURCE_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-700">
            Campaign
            <input
              type="search"
              name="campaign"
              defaultValue={filters.campaign}
              placeholder="utm_campaign"
              list="lead-campaigns"
              className="mt-1 block w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm"
            />
            <datalist id="lead-campaigns">
              {campaigns.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </label>
          <label className="text-xs font-medium text-slate-700">
            Owner
            <select name="owner" defaultValue={filters.owner} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
              <option value="">Anyone</option>
              <option value="none">Nobody</option>
              {people.map((p) => (
                <option key={p.email} value={p.email}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-700">
            From
            <input type="date" name="from" defaultValue={filters.from} className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm" />
          </label>
          <label className="text-xs font-medium text-slate-700">
            To
            <input type="date" name="to" defaultValue={filters.to} className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm" />
          </label>
          <div className="col-span-2 flex items-center gap-3 md:col-span-1">
            <button type="submit" className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark">
              Apply
            </button>
            <Link to={href({ q: "", source: "", campaign: "", owner: "", from: "", to: "" })} className="text-sm text-slate-600 underline">
              Clear
            </Link>
          </div>
        </Form>
      </FilterDisclosure>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {loading ? "Loading…" : total === 0 ? "No leads match." : `${first}–${first + leads.length - 1} of ${total}`}
      </p>

      {leads.length ? (
        <div className="mt-2 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[11rem_minmax(0,1fr)_6.5rem_6.5rem_8rem_8.5rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:grid"
          >
            <span>Received</span>
            <span>Lead</span>
            <span>Source</span>
            <span>Status</span>
            <span>Owner</span>
            <span>Next action</span>
          </div>
          <ul className="divide-y divide-slate-200">
            {leads.map((l) => (
              <li
                key={l.id}
                className="relative flex flex-wrap gap-x-3 gap-y-1 px-4 py-3 text-xs text-slate-600 hover:bg-slate-50 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)_6.5rem_6.5rem_8rem_8.5rem] lg:items-start lg:gap-x-4 lg:text-sm"
              >
                <DeskTime iso={l.createdAt} className="order-2 text-slate-500 lg:order-none" />
                <div className="order-1 w-full min-w-0 text-base lg:order-none lg:w-auto">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/leads/${l.id}`}
                      className="font-semibold text-slate-900 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand"
                    >
                      {l.name}
                    </Link>
                    <span className="lg:hidden">
                      <StatusBadge status={l.status} />
                    </span>
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    {l.company ? `${l.company} · ` : ""}
                    {l.email}
                  </p>
                  <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{l.excerpt}</p>
                  {l.flag ? <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{l.flag}</p> : null}
                  {l.delivery === "failed" ? (
                    <p className="mt-1 inline-block rounded bg-rose-100 px-1.5 py-0.5 text-xs font-medium text-rose-900">Delivery failed</p>
                  ) : l.delivery === "partly" ? (
                    <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Partly delivered</p>
                  ) : null}
                </div>
                <span className="order-3 lg:order-none">
                  {LEAD_SOURCE_LABEL[l.source]}
                  {l.origin ? <span className="block truncate text-xs text-slate-500">{l.origin}</span> : null}
                </span>
                <span className="hidden lg:block">
                  <StatusBadge status={l.status} />
                </span>
                <span className="order-4 truncate lg:order-none">
                  {l.owner ? (
                    <>
                      <span className="lg:hidden">Owner: </span>
                      {people.find((p) => p.email === l.owner)?.name ?? l.owner}
                    </>
                  ) : (
                    <span className="hidden text-slate-400 lg:inline">—</span>
                  )}
                </span>
                <span className="order-5 lg:order-none">
                  {l.nextActionAt ? (
                    <NextAction day={l.nextActionAt} today={today} open={l.status === "new" || l.status === "contacted" || l.status === "qualified"} />
                  ) : (
                    <span className="hidden text-slate-400 lg:inline">—</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {page > 1 ? (
          <Link to={href({ page: String(page - 1) })} className="rounded-md bg-white px-3 py-1.5 text-sm ring-1 ring-slate-300 hover:bg-slate-100">
            ← Newer
          </Link>
        ) : null}
        {page * PAGE_SIZE < total ? (
          <Link to={href({ page: String(page + 1) })} className="rounded-md bg-white px-3 py-1.5 text-sm ring-1 ring-slate-300 hover:bg-slate-100">
            Older →
          </Link>
        ) : null}
      </nav>
    </DeskShell>
  );
}

/** The next-action day, red when it has passed and amber when it is today (for a lead still open). */
function NextAction({ day, today, open }: { day: string; today: string; open: boolean }) {
  const when = !open ? "" : day < today ? "overdue" : day === today ? "today" : "";
  const tone = when === "overdue" ? "font-semibold text-rose-700" : when === "today" ? "font-semibold text-amber-800" : "";
  return (
    <span className={tone}>
      <span className="lg:hidden">Next: </span>
      {deskDay(day)}
      {when ? <span className="block text-xs">{when === "overdue" ? "Overdue" : "Due today"}</span> : null}
    </span>
  );
}
