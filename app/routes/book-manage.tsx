// Reschedule or cancel a meeting from the link in its e-mail (signed, single-purpose, dead
// after the meeting starts or once the meeting changed). No JavaScript needed: a cancel is
// one form post, a new time one form per free time; each answers 303 (post, redirect, get).
import { data, redirect } from "react-router";
import type { Route } from "./+types/book-manage";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { MeetingSummary } from "../components/booking/meeting-summary.tsx";
import { SlotDays } from "../components/booking/slot-days.tsx";
import { readFormPost } from "../lib/forms/form-post.ts";
import { appContext, type AppLoadContext } from "../load-context.ts";

/** The meeting a link is for, and what it may do; undefined for a forged, expired or spent link. */
async function linked(context: AppLoadContext, k: unknown) {
  const booking = context.booking;
  if (!booking) return undefined;
  const claims = booking.links.verify(k, "cancel") ?? booking.links.verify(k, "reschedule");
  const m = claims ? await booking.meeting({ ref: claims.ref }) : undefined;
  if (!claims || !m || m.sequence !== claims.sequence) return undefined;
  return { purpose: claims.purpose as "cancel" | "reschedule", m };
}

export async function loader({ context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const k = url.searchParams.get("k") ?? "";
  const found = await linked(context, k);
  if (!found) return { state: "dead" as const };
  const { purpose, m } = found;
  const meeting = { start: m.start_at, timeZone: m.time_zone, hostName: m.host_name, need: m.need, videoUrl: m.video_url, cancelled: m.status === "cancelled" };
  if (m.status === "cancelled") return { state: "cancelled" as const, meeting };
  const slots = purpose === "reschedule" ? (await context.booking!.rescheduleSlots(m)).slice(0, 60) : [];
  return { state: purpose, meeting, k, slots };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const post = await readFormPost(request);
  if (!post.ok) return data({ error: post.error }, { status: post.status });
  const found = await linked(context, post.body.k);
  if (!found || found.m.status !== "booked") return data({ error: "This link no longer works: the meeting has changed or has begun." }, { status: 410 });
  const booking = context.booking!;
  const ics = (ref: string) => new URL(booking.linksFor(ref, 0, 0).ics, "http://x").searchParams.get("k") ?? "";
  if (found.purpose === "cancel") {
    await booking.cancel(found.m.id);
    return redirect(`/book/confirmed?id=${found.m.ref}&k=${encodeURIComponent(ics(found.m.ref!))}`, 303);
  }
  const result = await booking.reschedule(found.m.id, String(post.body.start ?? ""));
  if (!result.ok)
    return data(
      { error: "taken" in result ? "That time was just taken. Please choose another." : "Please choose a time from the list." },
      { status: "taken" in result ? 409 : 400 },
    );
  return redirect(`/book/confirmed?id=${found.m.ref}&k=${encodeURIComponent(ics(found.m.ref!))}`, 303);
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const title = loaderData.state === "reschedule" ? "Choose a new time" : loaderData.state === "cancel" ? "Cancel your consultation" : "Your consultation";
  return (
    <>
      <PageMeta title={title} description="Change a booked consultation." canonicalPath="/book/manage" noindex />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:py-20">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            {actionData.error}
          </p>
        ) : null}
        {loaderData.state === "dead" ? (
          <p className="mt-4 text-slate-700">
            This link no longer works: the meeting has begun or changed since the e-mail was sent. The newest e-mail has links that work, or{" "}
            <a href="/book" className="font-medium text-brand underline underline-offset-4">
              book a new time
            </a>
            .
          </p>
        ) : (
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <MeetingSummary m={loaderData.meeting} />
          </div>
        )}
        {loaderData.state === "cancelled" ? <p className="mt-6 text-slate-700">This consultation is cancelled.</p> : null}
        {loaderData.state === "cancel" ? (
          <form method="post" className="mt-6">
            <input type="hidden" name="k" value={loaderData.k} />
            <button
              type="submit"
              className="rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              Cancel this consultation
            </button>
          </form>
        ) : null}
        {loaderData.state === "reschedule" ? (
          <section aria-labelledby="new-times" className="mt-8">
            <h2 id="new-times" className="text-xl font-bold text-slate-900">
              Free times with {loaderData.meeting.hostName}
            </h2>
            <div className="mt-4">
              <SlotDays slots={loaderData.slots} timeZone={loaderData.meeting.timeZone} post={{ action: "", fields: { k: loaderData.k } }} />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
