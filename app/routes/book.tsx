// Book a Consultation (issue 24): the free times day by day in the visitor's zone (India
// time by default and beside every time), then the details for the chosen time. Works
// without JavaScript: a GET form per time, a plain post for the booking, and a 303 to the
// confirmation (post, redirect, get). With JavaScript one small inline script shows the
// browser's own zone instead of India's, and the calendar island (decision 040) replaces
// the list once it is in view; nothing depends on hydration.
import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/book";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { SlotDays } from "../components/booking/slot-days.tsx";
import { BookingDetailsForm, type BookingValues } from "../components/booking/booking-details-form.tsx";
import { COMMON_TIME_ZONES } from "../components/booking/time-zones.ts";
import { readFormPost, textField } from "../lib/forms/form-post.ts";
import { plainFormAttribution } from "../../common/attribution.ts";
import { FIRM_TIME_ZONE } from "../../common/booking-fields.ts";
import { timeLabel, whenLabel, zoneLabel } from "../../common/booking-time.ts";
import { appContext } from "../load-context.ts";
import { useNonce } from "../lib/document/nonce.tsx";
import { Island } from "../islands/island.tsx";
import type { BookingCalendarProps } from "../components/booking/booking-calendar.tsx";
import { bookingConfirmedPath } from "../../common/paths.ts";
import { bookPath, choiceFromQuery, choiceParams, meetingTitle, type BookingChoice } from "../components/booking/booking-choice.ts";

const DAYS_SHOWN = 7;
const DAY_MS = 24 * 60 * 60_000;

// Without a ?tz, a browser with JavaScript asks again in its own zone (replace: Back still works).
const BROWSER_ZONE_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&z!=="${FIRM_TIME_ZONE}"){var u=new URL(location.href);u.searchParams.set("tz",z);location.replace(u.href)}}catch(e){}})();`;

export async function loader({ context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const booking = context.booking;
  if (!booking) throw new Response("Booking is not available", { status: 404 });
  const askedZone = url.searchParams.get("tz");
  const from = url.searchParams.get("from") ?? undefined;
  const meetingTypes = booking.meetingTypes();
  const hosts = await booking.bookable();
  // The meeting type and person, as the GET form above the times (or a shared link) names them.
  const choice = choiceFromQuery(url.searchParams, { meetingTypes, hosts });
  const chosenBy = { type: choice.type, host: choice.host };
  let result = await booking.slots({ tz: askedZone ?? undefined, from, days: DAYS_SHOWN, ...chosenBy });
  if (!result.ok) result = await booking.slots({ days: DAYS_SHOWN, ...chosenBy });
  if (!result.ok) throw new Response("Booking is not available", { status: 500 });
  const today = ((await booking.slots({ tz: result.timeZone, days: 1 })) as { from: string }).from;
  const slot = url.searchParams.get("slot");
  const chosen = slot && !Number.isNaN(Date.parse(slot)) ? new Date(Date.parse(slot)).toISOString() : null;
  const formToken = context.issueFormToken();
  const next = new Date(Date.parse(`${result.from}T00:00:00Z`) + DAYS_SHOWN * DAY_MS).toISOString().slice(0, 10);
  const previous = new Date(Date.parse(`${result.from}T00:00:00Z`) - DAYS_SHOWN * DAY_MS).toISOString().slice(0, 10);
  return {
    slots: result.slots,
    timeZone: result.timeZone,
    from: result.from,
    next,
    previous: previous >= today ? previous : null,
    zoneGiven: askedZone !== null,
    chosen,
    formToken,
    attribution: JSON.stringify(plainFormAttribution(url, request.headers.get("referer") ?? undefined)),
    meetingTypes,
    hosts,
    choice,
    choiceParams: choiceParams(choice, { meetingTypes }),
    calendar: {
      timeZone: result.timeZone,
      horizonDays: booking.horizonDays(),
      meetingTypes,
      hosts,
      choice,
      formToken,
    } satisfies BookingCalendarProps,
  };
}

const echoed = (body: Record<string, FormDataEntryValue>): BookingValues & { start: string } => ({
  start: textField(body, "start", 40),
  name: textField(body, "name", 100),
  email: textField(body, "email", 254),
  company: textField(body, "company", 200),
  need: textField(body, "need", 40),
  message: textField(body, "message", 4000),
});

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const post = await readFormPost(request);
  if (!post.ok || !context.booking)
    return data(
      {
        errors: { form: post.ok ? "Booking is not available." : post.error } as Record<string, string>,
        values: { start: "" } as BookingValues & { start: string },
        next: [],
      },
      { status: post.ok ? 503 : post.status },
    );
  const result = await context.booking.book(post.body, { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined });
  if (result.ok) return redirect(bookingConfirmedPath(result.ref, result.links.ics), 303);
  if ("taken" in result)
    return data(
      { errors: { start: "That time was just taken. Please choose another." } as Record<string, string>, values: echoed(post.body), next: result.next },
      { status: 409 },
    );
  return data({ errors: result.errors, values: echoed(post.body), next: [] }, { status: 400 });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { timeZone, slots, chosen, choice, meetingTypes, hosts } = loaderData;
  const query = loaderData.choiceParams;
  const type = meetingTypes.find((t) => t.name === choice.type) ?? meetingTypes[0]!;
  const host = hosts.find((h) => h.id === choice.host);
  const taken = actionData?.errors.start && actionData.next.length > 0;
  // After a refused post the loader has no ?slot: the time chosen is the one posted.
  const start = chosen ?? (!taken && actionData?.values.start && !Number.isNaN(Date.parse(actionData.values.start)) ? actionData.values.start : null);
  return (
    <>
      <PageMeta
        title="Book a Consultation"
        description={`Pick a time for a free ${meetingTypes[0]!.minutes}-minute call with a senior Kubernetes, LiveKit or DevOps engineer. Times shown in your time zone and India time.`}
        canonicalPath="/book"
        pageType="contact"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Book a Consultation", url: "/book" },
        ]}
      />
      {loaderData.zoneGiven ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BROWSER_ZONE_SCRIPT }} />}
      <section className="bg-gradient-to-br from-[#0b1f3a] via-[#0f3b6e] to-brand py-14 text-white sm:py-16">
        <div className="mx-auto max-w-5xl px-4">
          <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">Book a Consultation</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Pick a time that suits you</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            {`${type.minutes} minutes with a senior engineer, on video. Bring the cluster, the call quality problem or the migration plan: we come prepared.`}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {start ? (
          <section id="details" aria-labelledby="details-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="details-title" className="text-2xl font-bold text-slate-900">
              Your details
            </h2>
            <p className="mt-2 text-slate-700">
              <strong>{whenLabel(Date.parse(start), timeZone)}</strong>
              {timeZone === FIRM_TIME_ZONE ? null : <span> · {timeLabel(Date.parse(start), FIRM_TIME_ZONE)} India time</span>}{" "}
              <a href={bookPath(timeZone, query)} className="ml-1 font-medium text-brand underline underline-offset-4">
                Choose another time
              </a>
            </p>
            {meetingTypes.length > 1 || host ? (
              <p className="mt-1 text-sm text-slate-600">{`${meetingTitle(type)}${host ? ` with ${host.name}` : ""}`}</p>
            ) : null}
            <div className="mt-6">
              <BookingDetailsForm
                key={loaderData.formToken}
                start={start}
                timeZone={timeZone}
                formToken={loaderData.formToken}
                attribution={loaderData.attribution}
                choice={query}
                values={actionData?.values}
                errors={taken ? undefined : actionData?.errors}
              />
            </div>
          </section>
        ) : null}

        {taken ? (
          <div role="alert" className="mb-8 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            <p className="font-semibold">{actionData.errors.start}</p>
            <p className="mt-1 text-sm">The next free times are listed first below.</p>
          </div>
        ) : null}

        {start && !taken ? null : (
          <TimesOrCalendar calendar={taken ? undefined : loaderData.calendar}>
            <section aria-labelledby="times-title">
              <h2 id="times-title" className="text-2xl font-bold text-slate-900">
                Free times
              </h2>
              <p className="mt-1 text-slate-600">
                {`Shown in ${zoneLabel(timeZone)} time`}
                {timeZone === FIRM_TIME_ZONE ? "." : ", with India time below each."}
              </p>
              <ChoiceForm timeZone={timeZone} choice={choice} meetingTypes={meetingTypes} hosts={hosts} />
              <div className="mt-8">
                {taken ? <SlotDays slots={actionData.next} timeZone={timeZone} choice={query} /> : null}
                {!taken && slots.length > 0 ? <SlotDays slots={slots} timeZone={timeZone} choice={query} /> : null}
                {!taken && slots.length === 0 ? (
                  <p className="rounded-lg bg-slate-50 p-6 text-slate-700 ring-1 ring-slate-200">
                    {host ? `No free times with ${host.name} this week. ` : "No free times this week. "}
                    <a href="/contact" className="font-medium text-brand underline underline-offset-4">
                      Send us a message
                    </a>{" "}
                    and we will find one.
                  </p>
                ) : null}
              </div>
              <nav aria-label="Weeks" className="mt-8 flex justify-between text-sm font-medium">
                {loaderData.previous ? (
                  <a href={bookPath(timeZone, query, { from: loaderData.previous })} className="text-brand underline underline-offset-4">
                    ← Earlier dates
                  </a>
                ) : (
                  <span />
                )}
                <a href={bookPath(timeZone, query, { from: loaderData.next })} className="text-brand underline underline-offset-4">
                  Later dates →
                </a>
              </nav>
            </section>
          </TimesOrCalendar>
        )}
      </div>
    </>
  );
}

const selectClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900";

/**
 * The choices the calendar island offers, as one plain GET form above the days: the
 * meeting type (with several BOOKING_MEETING_TYPES), the person ("Anyone available" or one
 * of the desk's people, with several) and the zone. "Show times" asks for the page again.
 */
function ChoiceForm(props: {
  timeZone: string;
  choice: BookingChoice;
  meetingTypes: { name: string; minutes: number }[];
  hosts: { id: number; name: string }[];
}) {
  const { timeZone, choice, meetingTypes, hosts } = props;
  const zones = COMMON_TIME_ZONES.includes(timeZone) ? COMMON_TIME_ZONES : [timeZone, ...COMMON_TIME_ZONES];
  return (
    <form
      method="get"
      action="/book"
      className="mt-5 flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {meetingTypes.length > 1 ? (
        <fieldset className="sm:basis-full">
          <legend className="text-sm font-medium text-slate-800">Meeting</legend>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {meetingTypes.map((t) => (
              <label
                key={t.name}
                className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 has-checked:border-brand has-checked:bg-sky-50"
              >
                <input type="radio" name="type" value={t.name} defaultChecked={t.name === choice.type} className="h-4 w-4 accent-brand" />
                {meetingTitle(t)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {hosts.length > 1 ? (
        <div className="sm:w-56">
          <label htmlFor="book-host" className="block text-sm font-medium text-slate-800">
            With
          </label>
          <select id="book-host" name="host" defaultValue={choice.host ?? ""} className={selectClass}>
            <option value="">Anyone available</option>
            {hosts.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="sm:w-56">
        <label htmlFor="book-tz" className="block text-sm font-medium text-slate-800">
          Your time zone
        </label>
        <select id="book-tz" name="tz" defaultValue={timeZone} className={selectClass}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Show times
      </button>
    </form>
  );
}

/**
 * With JavaScript the calendar island takes the list's place once it comes into view
 * (decision 040); the list is the server's markup until then, and the page without script.
 * After a refused post (the time was taken) the list of next times stays as it is.
 */
function TimesOrCalendar({ calendar, children }: { calendar?: BookingCalendarProps; children: ReactNode }) {
  if (!calendar) return children;
  return (
    <Island name="booking" when="visible" props={calendar}>
      {children}
    </Island>
  );
}
