// /book with JavaScript (issue 24, decision 040): the shape a Calendly or Cal.com visitor
// knows. The meeting and its settings on the left (type, person, time zone), a month of
// days with the free ones marked, the chosen day's times (the visitor's zone, India time
// beside), then the details form in place, sent as JSON to POST /api/bookings; a booked
// visitor lands on the same confirmation as the no-JavaScript post. Everything it needs
// comes in its props (it is an island: no router, no query cache).
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Clock, Globe, Video } from "lucide-react";
import { FIRM_TIME_ZONE } from "../../../common/booking-fields.ts";
import { timeLabel, whenLabel } from "../../../common/booking-time.ts";
import { dayIn } from "../../../common/time-zone.ts";
import { clock } from "../../../common/clock.ts";
import { bookingConfirmedPath } from "../../../common/paths.ts";
import { visitAttribution } from "../../lib/browser/visit.ts";
import { addMonths, daysBetween, firstOfMonth, lastOfMonth, longDayLabel, monthLabel, monthOf, slotsByDay, type Day, type Month } from "./calendar-days.ts";
import { fetchSlots, postBooking, type SlotQuery } from "./booking-client.ts";
import { BookingDetailsForm } from "./booking-details-form.tsx";
import { MonthGrid } from "./month-grid.tsx";
import { choiceParams, meetingTitle, type BookingChoice } from "./booking-choice.ts";
import { COMMON_TIME_ZONES } from "./time-zones.ts";
import type { SlotView } from "./slot-days.tsx";

const DAY_MS = 24 * 60 * 60_000;

export interface BookingCalendarProps {
  /** The zone the page was rendered in (the browser's own, or the one the visitor chose). */
  timeZone: string;
  horizonDays: number;
  /** BOOKING_MEETING_TYPES; the first is the default. */
  meetingTypes: { name: string; minutes: number }[];
  /** The people a visitor may pick (offered when there is more than one). */
  hosts: { id: number; name: string }[];
  /** The type and person the address names (`?type=…&host=…`, as without JavaScript): where the calendar starts. */
  choice: BookingChoice;
  formToken: string;
}

type Choice = BookingChoice & { tz: string };

/** The days a visitor may book in a zone: today to the end of the horizon. */
export function bookableDays(tz: string, horizonDays: number): { first: Day; last: Day } {
  const now = clock.now();
  return { first: dayIn(tz, new Date(now)), last: dayIn(tz, new Date(now + horizonDays * DAY_MS)) };
}

/** The slots request for one month as the visitor sees it (only its bookable days). */
export function monthQuery(month: Month, choice: Choice, horizonDays: number): SlotQuery {
  const { first, last } = bookableDays(choice.tz, horizonDays);
  const from = firstOfMonth(month) < first ? first : firstOfMonth(month);
  const to = lastOfMonth(month) > last ? last : lastOfMonth(month);
  return { from, days: Math.max(1, daysBetween(from, to) + 1), tz: choice.tz, type: choice.type, host: choice.host };
}

export const slotsKey = (q: SlotQuery) => [q.tz, q.type, q.host ?? "", q.from].join("|");

const zoneName = (z: string) => z.replaceAll("_", " ");
const FOCUS_RING = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";

type Notice = { kind: "taken"; message: string; next: SlotView[] } | { kind: "failed"; message: string };

export function BookingCalendar(props: BookingCalendarProps & { initial?: { key: string; slots: SlotView[] } }) {
  const types = props.meetingTypes;
  const [choice, setChoice] = useState<Choice>({ tz: props.timeZone, ...props.choice });
  const { first, last } = bookableDays(choice.tz, props.horizonDays);
  const [month, setMonth] = useState<Month>(monthOf(first));
  const [focusDay, setFocusDay] = useState<Day | null>(null);
  const [selectedDay, setSelectedDay] = useState<Day | null>(null);
  const [cache, setCache] = useState<Record<string, SlotView[] | "failed">>(props.initial ? { [props.initial.key]: props.initial.slots } : {});
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moveFocusTo = useRef<"times" | "details" | "invalid" | null>(null);
  const navigated = useRef(false);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);

  const type = types.find((t) => t.name === choice.type) ?? types[0]!;
  const shownQuery = monthQuery(month, choice, props.horizonDays);
  const selectedQuery = selectedDay ? monthQuery(monthOf(selectedDay), choice, props.horizonDays) : null;
  const shown = cache[slotsKey(shownQuery)];
  const loading = shown === undefined;
  const free = new Map([...slotsByDay(Array.isArray(shown) ? shown : [], choice.tz)].map(([d, list]) => [d, list.length]));
  const selectedSlots =
    selectedQuery && Array.isArray(cache[slotsKey(selectedQuery)])
      ? (slotsByDay(cache[slotsKey(selectedQuery)] as SlotView[], choice.tz).get(selectedDay!) ?? [])
      : [];
  const firstFree = [...free.keys()].sort()[0];
  const activeDay =
    focusDay && monthOf(focusDay) === month
      ? focusDay
      : selectedDay && monthOf(selectedDay) === month
        ? selectedDay
        : (firstFree ?? (first > firstOfMonth(month) ? first : firstOfMonth(month)));

  // The slots of the month shown and of the chosen day's month, each fetched once per choice.
  const wanted = new Map([shownQuery, ...(selectedQuery ? [selectedQuery] : [])].map((q) => [slotsKey(q), q]));
  const missing = [...wanted].filter(([key]) => cache[key] === undefined);
  const missingKey = missing.map(([key]) => key).join(",");
  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    for (const [key, q] of missing) {
      if (inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      fetchSlots(q)
        .then(
          (slots) => setCache((c) => ({ ...c, [key]: slots })),
          () => setCache((c) => ({ ...c, [key]: "failed" })),
        )
        .finally(() => inFlight.current.delete(key));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `missing` is new each render; its keys say when it changed
  }, [missingKey]);

  // The first month with nothing free (late in the month, or a holiday week) gives way to the next, once.
  useEffect(() => {
    if (navigated.current || loading || free.size > 0 || month >= monthOf(last)) return;
    navigated.current = true;
    setMonth(addMonths(month, 1));
  }, [loading, free.size, month, last]);

  // A layout effect: the focus moves before the next key is read (decision 050).
  useLayoutEffect(() => {
    const target = moveFocusTo.current;
    moveFocusTo.current = null;
    if (target === "times") timesHeading.current?.focus();
    else if (target === "details") detailsHeading.current?.focus();
    else if (target === "invalid") card.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  });

  const showMonth = (next: Month) => {
    navigated.current = true;
    setMonth(next);
    setAnnouncement(monthLabel(next));
  };
  const moveTo = (day: Day) => {
    navigated.current = true;
    setFocusDay(day);
    if (monthOf(day) !== month) showMonth(monthOf(day));
  };
  const chooseDay = (day: Day) => {
    setSelectedDay(day);
    setFocusDay(day);
    const count = free.get(day) ?? 0;
    setAnnouncement(`${longDayLabel(day)}: ${count === 1 ? "1 free time" : `${count} free times`}`);
    moveFocusTo.current = "times";
  };
  const chooseTime = (slot: SlotView) => {
    setChosen(slot);
    setNotice(null);
    setErrors({});
    moveFocusTo.current = "details";
  };
  const change = (next: Partial<Choice>) => {
    const changed = { ...choice, ...next };
    setChoice(changed);
    setChosen(null);
    setNotice(null);
    // The address keeps the zone, type and person: a reload or a shared link opens with them (the no-JavaScript list too).
    const url = new URL(location.href);
    for (const name of ["tz", "type", "host"]) url.searchParams.delete(name);
    for (const [name, value] of Object.entries({ tz: changed.tz, ...choiceParams(changed, props) })) url.searchParams.set(name, value);
    history.replaceState(history.state, "", url.href);
  };
  const backToTimes = () => {
    setChosen(null);
    setNotice(null);
    moveFocusTo.current = "times";
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!chosen || sending) return;
    const fields = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setSending(true);
    setNotice(null);
    const answer = await postBooking({
      ...fields,
      start: chosen.start,
      timeZone: choice.tz,
      type: choice.type,
      host: choice.host,
      attribution: visitAttribution(),
    });
    if (answer.kind === "booked") return location.assign(bookingConfirmedPath(answer.id, answer.ics)); // stays "Booking…" until the page changes
    setSending(false);
    if (answer.kind === "invalid") {
      setErrors(answer.fields);
      moveFocusTo.current = "invalid";
      return;
    }
    setErrors({});
    setNotice(answer);
    if (answer.kind === "taken") setCache((c) => Object.fromEntries(Object.entries(c).filter(([k]) => !k.startsWith(`${choice.tz}|`)))); // the free times changed
  };

  const zones = COMMON_TIME_ZONES.includes(choice.tz) ? COMMON_TIME_ZONES : [choice.tz, ...COMMON_TIME_ZONES];
  const india = choice.tz !== FIRM_TIME_ZONE;
  const selectClass = `mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 ${FOCUS_RING}`;

  return (
    <section
      ref={card}
      aria-labelledby="book-cal-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="border-b border-slate-200 bg-slate-50 p-6 lg:border-r lg:border-b-0">
        <p className="text-xs font-semibold tracking-widest text-brand uppercase">Free consultation</p>
        <h2 id="book-cal-title" className="mt-1 text-xl font-bold text-slate-900">
          {meetingTitle(type)}
        </h2>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="h-4 w-4 text-slate-500" />
            {type.minutes} minutes
          </li>
          <li className="flex items-center gap-2">
            <Video aria-hidden="true" className="h-4 w-4 text-slate-500" />
            Video call, link in your invitation
          </li>
        </ul>
        {chosen ? (
          <div className="mt-5 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-900">{whenLabel(Date.parse(chosen.start), choice.tz)}</p>
            {india ? <p className="mt-0.5 text-sm text-slate-600">{timeLabel(Date.parse(chosen.start), FIRM_TIME_ZONE)} India time</p> : null}
            <button type="button" onClick={backToTimes} className={`mt-2 text-sm font-medium text-brand underline underline-offset-4 ${FOCUS_RING}`}>
              Choose another time
            </button>
          </div>
        ) : (
          <div className="mt-5 space-y-4 sm:grid sm:grid-cols-2 sm:gap-4 sm:space-y-0 lg:block lg:space-y-4">
            {types.length > 1 ? (
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-slate-800">Meeting</legend>
                <div className="mt-1.5 space-y-1.5">
                  {types.map((t) => (
                    <label
                      key={t.name}
                      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-checked:border-brand has-checked:bg-sky-50"
                    >
                      <input
                        type="radio"
                        name="book-cal-type"
                        checked={t.name === choice.type}
                        onChange={() => change({ type: t.name })}
                        className="h-4 w-4 accent-brand"
                      />
                      {meetingTitle(t)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {props.hosts.length > 1 ? (
              <div>
                <label htmlFor="book-cal-host" className="block text-sm font-medium text-slate-800">
                  With
                </label>
                <select
                  id="book-cal-host"
                  value={choice.host ?? ""}
                  onChange={(e) => change({ host: e.target.value ? Number(e.target.value) : undefined })}
                  className={selectClass}
                >
                  <option value="">Anyone available</option>
                  {props.hosts.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor="book-cal-tz" className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
                <Globe aria-hidden="true" className="h-4 w-4 text-slate-500" />
                Your time zone
              </label>
              <select id="book-cal-tz" value={choice.tz} onChange={(e) => change({ tz: e.target.value })} className={selectClass}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {zoneName(z)}
                  </option>
                ))}
              </select>
              {india ? <p className="mt-1.5 text-xs text-slate-600">India time is shown beside each time.</p> : null}
            </div>
          </div>
        )}
      </div>

      <div className="p-5 sm:p-8">
        {chosen ? (
          <div>
            <h3 ref={detailsHeading} tabIndex={-1} className="scroll-mt-28 text-xl font-bold text-slate-900 outline-none">
              Your details
            </h3>
            {notice ? (
              <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
                <p className="font-semibold">{notice.kind === "taken" ? "That time was just taken." : notice.message}</p>
                {notice.kind === "taken" && notice.next.length > 0 ? (
                  <>
                    <p className="mt-1 text-sm">The next free times (your details stay as typed):</p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {notice.next.map((slot) => (
                        <li key={slot.start}>
                          <TimeButton slot={slot} tz={choice.tz} withDay onChoose={chooseTime} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : notice.kind === "taken" ? (
                  <p className="mt-1 text-sm">No other time is free in the coming days. Please choose another day.</p>
                ) : null}
              </div>
            ) : null}
            <div className="mt-5">
              <BookingDetailsForm
                start={chosen.start}
                timeZone={choice.tz}
                formToken={props.formToken}
                attribution=""
                errors={errors}
                onSubmit={(e) => void submit(e)}
                sending={sending}
              />
            </div>
          </div>
        ) : (
          <div className="md:grid md:grid-cols-[minmax(0,1fr)_15rem] md:gap-8">
            <div>
              <h3 className="text-xl font-bold text-slate-900">Choose a day and time</h3>
              <div className="mt-4 flex items-center justify-between">
                <p id="book-cal-month" className="font-semibold text-slate-900">
                  {monthLabel(month)}
                </p>
                <div className="flex gap-1">
                  <MonthButton label="Previous month" disabled={month <= monthOf(first)} onClick={() => showMonth(addMonths(month, -1))}>
                    <ChevronLeft aria-hidden="true" className="h-5 w-5" />
                  </MonthButton>
                  <MonthButton label="Next month" disabled={month >= monthOf(last)} onClick={() => showMonth(addMonths(month, 1))}>
                    <ChevronRight aria-hidden="true" className="h-5 w-5" />
                  </MonthButton>
                </div>
              </div>
              <div className="mt-3">
                <MonthGrid
                  month={month}
                  labelledBy="book-cal-month"
                  activeDay={activeDay}
                  selectedDay={selectedDay}
                  today={first}
                  free={free}
                  first={firstOfMonth(monthOf(first))}
                  last={lastOfMonth(monthOf(last))}
                  loading={loading}
                  onMove={moveTo}
                  onChoose={chooseDay}
                />
              </div>
              <p className="mt-3 min-h-5 text-sm text-slate-600" aria-live="polite">
                {loading ? "Loading free times…" : shown === "failed" ? "" : free.size === 0 ? `Nothing free in ${monthLabel(month)}.` : null}
              </p>
              {shown === "failed" ? (
                <p role="alert" className="text-sm text-red-800">
                  The free times could not be loaded.{" "}
                  <button
                    type="button"
                    onClick={() => setCache((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== "failed")))}
                    className={`font-medium text-brand underline underline-offset-4 ${FOCUS_RING}`}
                  >
                    Try again
                  </button>
                </p>
              ) : null}
            </div>
            <div className="mt-6 border-t border-slate-200 pt-6 md:mt-0 md:border-t-0 md:border-l md:pt-0 md:pl-6">
              <h3 ref={timesHeading} tabIndex={-1} className="scroll-mt-28 font-semibold text-slate-900 outline-none">
                {selectedDay ? longDayLabel(selectedDay) : "Times"}
              </h3>
              {selectedDay ? (
                selectedSlots.length > 0 ? (
                  <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-2">
                    {selectedSlots.map((slot) => (
                      <li key={slot.start}>
                        <TimeButton slot={slot} tz={choice.tz} onChoose={chooseTime} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-slate-600">{cache[slotsKey(selectedQuery!)] === undefined ? "Loading…" : "No free times on this day."}</p>
                )
              ) : (
                <p className="mt-2 text-sm text-slate-600">Choose a day to see its free times.</p>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function MonthButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-full p-2 text-brand hover:bg-sky-50 disabled:text-slate-300 disabled:hover:bg-transparent ${FOCUS_RING}`}
    >
      {children}
    </button>
  );
}

/** One free time: the visitor's wall time, India's beside it when different (as the no-JS list shows it). */
function TimeButton({ slot, tz, withDay, onChoose }: { slot: SlotView; tz: string; withDay?: boolean; onChoose: (s: SlotView) => void }) {
  const at = Date.parse(slot.start);
  return (
    <button
      type="button"
      onClick={() => onChoose(slot)}
      className={`w-full rounded-lg border border-brand/40 bg-white px-2 py-2 text-center text-sm font-semibold text-brand shadow-sm transition hover:border-brand hover:bg-sky-50 ${FOCUS_RING}`}
    >
      {withDay ? `${longDayLabel(dayIn(tz, new Date(at)))}, ` : null}
      {timeLabel(at, tz)}
      {tz === FIRM_TIME_ZONE ? null : (
        <>
          {" "}
          <span className="block text-xs font-normal text-slate-600">({timeLabel(at, FIRM_TIME_ZONE)} India)</span>
        </>
      )}
    </button>
  );
}
