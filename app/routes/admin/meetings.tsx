// The desk's meetings (issue 24 §5): today's and the upcoming booked meetings, the reader's
// own ("Mine", the default) or everyone's, each with its person and a link to its lead,
// times in the reader's zone. "Today" is the reader's own calendar day.
import { Link } from "react-router";
import type { Route } from "./+types/meetings";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";
import { DeskTime } from "../../components/desk/desk-time.tsx";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { needLabel } from "../../../common/booking-fields.ts";
import { dayIn } from "../../../common/time-zone.ts";
import { clock } from "../../../common/clock.ts";
import { appContext } from "../../load-context.ts";
import type { DeskMeeting } from "../../../server/booking/desk-meetings.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const everyone = new URL(request.url).searchParams.get("who") === "everyone";
  const now = clock.now();
  const meetings = context.booking ? await context.booking.upcoming({ from: now, hostEmail: everyone ? undefined : session.user.email }) : [];
  const today = dayIn(session.user.timeZone, clock.date());
  const isToday = (m: DeskMeeting) => dayIn(session.user.timeZone, new Date(m.start_at)) === today;
  return {
    user: session.user,
    csrf: session.csrfToken,
    everyone,
    today: meetings.filter(isToday),
    upcoming: meetings.filter((m) => !isToday(m)),
  };
}

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";

function MeetingList({ meetings, showHost, empty }: { meetings: DeskMeeting[]; showHost: boolean; empty: string }) {
  if (meetings.length === 0) return <p className="mt-2 text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100">
      {meetings.map((m) => (
        <li key={m.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
          <DeskTime iso={m.start_at} className="shrink-0 text-sm font-medium text-slate-900 sm:w-56" />
          <span className="min-w-0 text-sm text-slate-700">
            <Link to={`/admin/leads/${m.lead_id}#meeting`} className="font-semibold text-brand underline">
              {m.visitor_name}
            </Link>
            {m.visitor_company ? ` · ${m.visitor_company}` : ""} · {needLabel(m.need)} · {(Date.parse(m.end_at) - Date.parse(m.start_at)) / 60_000} min
            {showHost ? ` · with ${m.host_name}` : ""}
            {m.video_url ? (
              <>
                {" · "}
                <a href={m.video_url} className="underline">
                  video
                </a>
              </>
            ) : null}
            {m.calendar_error ? <span className="text-rose-800"> · not yet in the calendar</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function DeskMeetings({ loaderData }: Route.ComponentProps) {
  const { user, csrf, everyone, today, upcoming } = loaderData;
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-slate-900 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"}`;
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Meetings" description="The desk's booked meetings." canonicalPath="/admin/meetings" noindex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Meetings</h1>
        <Link to="/admin/availability" className="ml-auto text-sm font-medium text-brand underline">
          Set your hours
        </Link>
        <nav aria-label="Whose meetings" className="flex gap-2">
          <Link to="/admin/meetings" className={tab(!everyone)} aria-current={everyone ? undefined : "page"}>
            Mine
          </Link>
          <Link to="/admin/meetings?who=everyone" className={tab(everyone)} aria-current={everyone ? "page" : undefined}>
            Everyone
          </Link>
        </nav>
      </div>
      <section aria-labelledby="today-heading" className={`mt-5 ${card}`}>
        <h2 id="today-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Today
        </h2>
        <MeetingList meetings={today} showHost={everyone} empty="No more meetings today." />
      </section>
      <section aria-labelledby="upcoming-heading" className={`mt-5 ${card}`}>
        <h2 id="upcoming-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Upcoming
        </h2>
        <MeetingList meetings={upcoming} showHost={everyone} empty="Nothing booked yet." />
      </section>
    </DeskShell>
  );
}
