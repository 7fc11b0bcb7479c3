// The booking's confirmation (the 303 after /book's post): the meeting, its invitation to
// add to a calendar, and the links to reschedule or cancel. The URL carries the invitation's
// signed key, so only the visitor who booked can open it.
import type { Route } from "./+types/book-confirmed";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { MeetingSummary } from "../components/booking/meeting-summary.tsx";
import { appContext } from "../load-context.ts";

export async function loader({ context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const ref = url.searchParams.get("id") ?? "";
  const claims = context.booking?.links.verify(url.searchParams.get("k"), "ics");
  const m = claims && claims.ref === ref ? await context.booking!.meeting({ ref }) : undefined;
  if (!m) return { meeting: null };
  const links = context.booking!.linksFor(ref, m.sequence, Date.parse(m.start_at));
  return {
    meeting: {
      start: m.start_at,
      timeZone: m.time_zone,
      hostName: m.host_name,
      need: m.need,
      videoUrl: m.video_url,
      cancelled: m.status === "cancelled",
      email: m.visitor_email,
    },
    links,
  };
}

export default function BookConfirmed({ loaderData }: Route.ComponentProps) {
  const { meeting } = loaderData;
  return (
    <>
      <PageMeta title="Your consultation is booked" description="Your consultation is booked." canonicalPath="/book/confirmed" noindex />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
        <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <h1 className="text-3xl font-bold text-slate-900">{meeting?.cancelled ? "This consultation is cancelled" : "Your consultation is booked"}</h1>
          {meeting ? (
            <>
              <p className="mt-3 text-slate-700">
                {meeting.cancelled ? "Book another time whenever it suits you." : `The invitation is on its way to ${meeting.email}.`}
              </p>
              <div className="mt-6">
                <MeetingSummary m={meeting} />
              </div>
              {meeting.cancelled || !("links" in loaderData) || !loaderData.links ? null : (
                <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <li>
                    <a href={loaderData.links.ics} className="inline-flex rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
                      Add to your calendar (.ics)
                    </a>
                  </li>
                  <li>
                    <a
                      href={loaderData.links.reschedule}
                      className="inline-flex rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
                    >
                      Reschedule
                    </a>
                  </li>
                  <li>
                    <a
                      href={loaderData.links.cancel}
                      className="inline-flex rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
                    >
                      Cancel
                    </a>
                  </li>
                </ul>
              )}
            </>
          ) : (
            <p className="mt-3 text-slate-700">The invitation is on its way to your inbox, with links to reschedule or cancel.</p>
          )}
          <p className="mt-8">
            <a href="/book" className="font-medium text-brand underline underline-offset-4">
              Book another time
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
