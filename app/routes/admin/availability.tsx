// /admin/availability: when visitors can book the signed-in person (issue 24 §2, decision
// 044): their time zone, weekly hours (several stretches a day), buffer, days off, video
// room, "Take meetings", and their CalDAV calendar with "Test the connection". One form,
// saved by the booking hosts service (server/booking/host-settings.ts) that
// PUT /api/admin/booking/hosts/me also calls. Without JavaScript every button is a plain
// post: the edits (add a stretch, copy a day…) come back as the page with the change and
// everything typed; a save answers with a redirect. With JavaScript the edits happen in
// place (the same functions, app/lib/desk/availability-form.ts). The calendar's password
// never comes back to the browser: an empty field keeps the saved one.
import { useState, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/availability";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { DeskAlert, deskHandle } from "../../components/desk/desk-card.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../components/desk/unsaved-changes.tsx";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { applyEdit, draftFromForm, draftFromSaved, settingsBody, stretchFields, type AvailabilityDraft } from "../../lib/desk/availability-form.ts";
import {
  BOOKING_HOURS_LIMITS,
  CALENDAR_CHECK_DAYS,
  dayField,
  END_OF_DAY,
  TIME_OF_DAY,
  typedTimeOfDay,
  WEEKDAYS,
  type Weekday,
} from "../../../common/booking-hours.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { timeZoneChoices } from "../../../common/time-zone.ts";
import { appContext, type AppLoadContext } from "../../load-context.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

function bookingOf(context: AppLoadContext) {
  if (!context.booking) throw data("Booking is not set up on this server.", { status: 404 });
  return context.booking;
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const booking = bookingOf(context);
  // The service answers `hasPassword`, never the password.
  const settings = (await booking.hosts.read(session.user.id))!;
  const query = new URL(request.url).searchParams;
  return {
    user: session.user,
    csrf: session.csrfToken,
    settings,
    limits: booking.limits,
    zones: timeZoneChoices(),
    saved: query.has("saved"),
    calendarRemoved: query.has("calendar-removed"),
  };
}

type ActionAnswer = {
  draft: AvailabilityDraft;
  errors?: Record<string, string>;
  check?: { ok: boolean; message: string };
  /** A password was typed but not saved: it is not sent back, so it must be typed again. */
  retypePassword?: boolean;
};

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const booking = bookingOf(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const actor = session.user.email;
  const answer = (body: ActionAnswer, status = 200) => data(body, { status, headers: deskHeaders() });
  if (intent === "remove-calendar") {
    await booking.hosts.removeCalendar(session.user.id, actor);
    return redirect("/admin/availability?calendar-removed", 303);
  }
  const draft = draftFromForm(form);
  const password = typeof form.get("calendarPassword") === "string" ? String(form.get("calendarPassword")) : "";
  const retypePassword = password !== "";
  if (intent === "check-calendar") {
    const result = (await booking.hosts.checkCalendar(session.user.id, { url: draft.calendar.url, user: draft.calendar.user, password }))!;
    if ("errors" in result) return answer({ draft, errors: result.errors, retypePassword }, 400);
    return answer({ draft, check: { ok: result.ok, message: result.message }, retypePassword });
  }
  if (intent !== "save") {
    const edited = applyEdit(draft, intent);
    return answer({ draft: edited ?? draft, retypePassword }, edited ? 200 : 400);
  }
  const saved = (await booking.hosts.save(session.user.id, settingsBody(draft, password), actor))!;
  if (!saved.ok) return answer({ draft, errors: saved.errors, retypePassword }, 400);
  return redirect("/admin/availability?saved", 303);
}

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const label = "block text-sm font-medium text-slate-800";
const hint = "mt-1 text-sm text-slate-500";
const input =
  "mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600";
const control = `${input} w-full`;
/** Sized to its HH:MM, so a stretch and its ✕ sit on one line, even on a phone. */
const timeControl =
  "w-[4.75rem] rounded-md text-center border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 tabular-nums aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600";
const smallButton =
  "inline-flex items-center gap-1 rounded-md bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60";
const primary =
  "inline-flex items-center justify-center rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className={hint}>{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A button that edits the form: in place with JavaScript, by a post (the page comes back edited) without. */
function EditButton({ intent, onEdit, children, label: aria }: { intent: string; onEdit: (intent: string) => void; children: ReactNode; label: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      aria-label={aria}
      className={smallButton}
      onClick={(e) => {
        e.preventDefault();
        onEdit(intent);
      }}
    >
      {children}
    </button>
  );
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, settings, limits, zones } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const source = answer?.draft ?? draftFromSaved(settings);
  const sourceKey = JSON.stringify(source);
  const [draft, setDraft] = useState(source);
  const [newDayOff, setNewDayOff] = useState("");
  // A new answer (a save, a refusal) starts the hours and days off from it.
  const [shown, setShown] = useState(sourceKey);
  if (shown !== sourceKey) {
    setShown(sourceKey);
    setDraft(source);
  }
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // "Saving…" only for a save: "Test the connection" posts the same form and saves nothing.
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";
  const errors = answer?.errors ?? {};
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {});
  const edit = (intent: string) => {
    const next = applyEdit(draft, intent, newDayOff);
    if (next) setDraft(next);
    if (intent === "add-day-off") setNewDayOff("");
  };
  const setStretch = (day: Weekday, i: number, part: "from" | "to", value: string) =>
    setDraft((d) => ({ ...d, week: { ...d.week, [day]: d.week[day].map((s, j) => (j === i ? { ...s, [part]: value } : s)) } }));
  const calendar = settings.calendar;
  // Clean again when a save brings new settings; an edit in place (add, copy, remove) counts as a change.
  const unsaved = useUnsavedChanges(JSON.stringify(settings));

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Availability" description="When visitors can book you." canonicalPath="/admin/availability" noindex />
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-bold text-slate-900">Availability</h1>
        <p className="mt-1 text-slate-600">
          When visitors can book a consultation with you on{" "}
          <Link to="/book" className="text-brand underline" reloadDocument>
            the booking page
          </Link>
          . Visitors book from {limits.minNoticeHours} hours ahead up to {limits.horizonDays} days out (the same for the whole firm).
        </p>
        <div className="mt-4 space-y-3" aria-live="polite">
          {Object.keys(errors).length > 0 ? (
            <DeskAlert tone="error" id="availability-error">
              Nothing was saved: please correct the {Object.keys(errors).length === 1 ? "field" : "fields"} marked below.
            </DeskAlert>
          ) : null}
          {loaderData.saved && !answer ? <DeskAlert tone="success">Saved. Visitors see your new times now.</DeskAlert> : null}
          {loaderData.calendarRemoved && !answer ? <DeskAlert tone="success">Your calendar is removed: its events no longer block times.</DeskAlert> : null}
          {!settings.saved && !answer ? (
            <DeskAlert tone="info">You have not set your hours yet: visitors can book you Monday to Friday, 09:00–18:00 India time.</DeskAlert>
          ) : null}
        </div>

        <UnsavedChangesDialog blocker={unsaved.blocker} message="You changed your availability but did not press Save." />
        <Form method="post" className="mt-5 space-y-5" noValidate {...unsaved.formProps}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          {/* First in the form: Enter in a field saves, rather than pressing the first "Add" button. */}
          <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
            Save
          </button>

          <Section id="meetings" title="Take meetings">
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input type="checkbox" name="active" defaultChecked={source.active} className="mt-0.5 size-4 rounded border-slate-300" />
              <span className="font-medium">
                Visitors can book me
                <span className="block font-normal text-slate-500">Off: you are offered to nobody; meetings already booked stay.</span>
              </span>
            </label>
          </Section>

          <Section
            id="hours"
            title="Weekly hours"
            intro="Each day's stretches in your time zone, in 24-hour time (HH:MM, e.g. 13:30). A day without hours takes no meetings."
          >
            <div className="mb-5 max-w-sm">
              <label htmlFor="timeZone" className={label}>
                Time zone
              </label>
              <input
                id="timeZone"
                name="timeZone"
                list="time-zones"
                defaultValue={source.timeZone}
                autoComplete="off"
                spellCheck={false}
                className={control}
                {...invalid("timeZone")}
              />
              <datalist id="time-zones">
                {zones.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
              <FieldError id="timeZone-error" error={errors.timeZone} />
              {!errors.timeZone ? <p className={hint}>Type to search, e.g. Berlin or Kolkata.</p> : null}
            </div>
            <div className="divide-y divide-slate-100 border-t border-slate-100">
              {WEEKDAYS.map(({ day, name }) => {
                const stretches = draft.week[day];
                const names = stretchFields(day);
                const error = errors[dayField(day)];
                return (
                  <div key={day} className="py-3 sm:flex sm:gap-4" role="group" aria-labelledby={`day-${day}`}>
                    <p id={`day-${day}`} className="w-28 shrink-0 pt-2 text-sm font-semibold text-slate-900">
                      {name}
                    </p>
                    <div className="min-w-0 flex-1">
                      {stretches.length === 0 ? <p className="pt-2 text-sm text-slate-500">Unavailable</p> : null}
                      <ul className="space-y-2">
                        {stretches.map((s, i) => (
                          <li key={i} className="flex items-center gap-2">
                            <input
                              type="text"
                              inputMode="numeric"
                              pattern={TIME_OF_DAY}
                              maxLength={5}
                              autoComplete="off"
                              placeholder="HH:MM"
                              name={names.from}
                              value={s.from}
                              onChange={(e) => setStretch(day, i, "from", e.target.value)}
                              onBlur={(e) => setStretch(day, i, "from", typedTimeOfDay(e.target.value))}
                              aria-label={`${name} from`}
                              className={timeControl}
                              {...(error ? { "aria-invalid": true, "aria-describedby": `${dayField(day)}-error` } : {})}
                            />
                            <span aria-hidden="true" className="text-slate-500">
                              –
                            </span>
                            <input
                              type="text"
                              inputMode="numeric"
                              pattern={`${TIME_OF_DAY}|${END_OF_DAY}`}
                              maxLength={5}
                              autoComplete="off"
                              placeholder="HH:MM"
                              name={names.to}
                              value={s.to}
                              onChange={(e) => setStretch(day, i, "to", e.target.value)}
                              onBlur={(e) => setStretch(day, i, "to", typedTimeOfDay(e.target.value))}
                              aria-label={`${name} until`}
                              className={timeControl}
                              {...(error ? { "aria-invalid": true, "aria-describedby": `${dayField(day)}-error` } : {})}
                            />
                            <EditButton intent={`remove:${day}:${i}`} onEdit={edit} label={`Remove ${name} ${s.from}–${s.to}`}>
                              <span aria-hidden="true">✕</span>
                            </EditButton>
                          </li>
                        ))}
                      </ul>
                      <FieldError id={`${dayField(day)}-error`} error={error} />
                      <div className="mt-2 flex flex-wrap gap-2">
                        {stretches.length < BOOKING_HOURS_LIMITS.stretchesPerDay ? (
                          <EditButton intent={`add:${day}`} onEdit={edit} label={`Add hours on ${name}`}>
                            + Add hours
                          </EditButton>
                        ) : null}
                        {stretches.length > 0 ? (
                          <EditButton intent={`copy:${day}`} onEdit={edit} label={`Copy to all weekdays: ${name}'s hours`}>
                            Copy to all weekdays
                          </EditButton>
                        ) : null}
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          </Section>

          <Section id="rules" title="Around each meeting">
            <div className="max-w-xs">
              <label htmlFor="bufferMinutes" className={label}>
                Buffer before and after, in minutes
              </label>
              <input
                id="bufferMinutes"
                name="bufferMinutes"
                type="number"
                inputMode="numeric"
                min={0}
                max={BOOKING_HOURS_LIMITS.maxBufferMinutes}
                step={5}
                defaultValue={source.bufferMinutes}
                className={control}
                {...invalid("bufferMinutes")}
              />
              <FieldError id="bufferMinutes-error" error={errors.bufferMinutes} />
              {!errors.bufferMinutes ? <p className={hint}>Kept free around your meetings and calendar events.</p> : null}
            </div>
            <div className="mt-5">
              <label htmlFor="roomUrl" className={label}>
                Your video room
              </label>
              <input
                id="roomUrl"
                name="roomUrl"
                type="url"
                inputMode="url"
                placeholder="https://meet.example.com/your-room"
                defaultValue={source.roomUrl}
                className={control}
                {...invalid("roomUrl")}
              />
              <FieldError id="roomUrl-error" error={errors.roomUrl} />
              {!errors.roomUrl ? <p className={hint}>Sent with each invitation. Empty: the firm&rsquo;s room.</p> : null}
            </div>
          </Section>

          <Section id="days-off" title="Days off" intro="Whole days in your time zone when nobody can book you.">
            {draft.daysOff.length > 0 ? (
              <ul className="mb-3 flex flex-wrap gap-2">
                {draft.daysOff.map((d) => (
                  <li key={d} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
                    <input type="hidden" name="dayOff" value={d} />
                    <time dateTime={d}>{dayOffLabel(d)}</time>
                    <EditButton intent={`remove-day-off:${d}`} onEdit={edit} label={`Remove day off ${d}`}>
                      <span aria-hidden="true">✕</span>
                    </EditButton>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-3 text-sm text-slate-500">No days off.</p>
            )}
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor="newDayOff" className={label}>
                  Add a day off
                </label>
                <input
                  id="newDayOff"
                  name="newDayOff"
                  type="date"
                  value={newDayOff}
                  onChange={(e) => setNewDayOff(e.target.value)}
                  className={`${input} w-48`}
                  {...invalid("daysOff")}
                />
              </div>
              <EditButton intent="add-day-off" onEdit={edit} label="Add this day off">
                Add
              </EditButton>
            </div>
            <FieldError id="daysOff-error" error={errors.daysOff} />
          </Section>

          <Section
            id="calendar"
            title="Your calendar"
            intro="Events in your own calendar (CalDAV: Fastmail, Nextcloud, iCloud, Radicale…) block those times, and each booking is written into it."
          >
            <fieldset key={calendar?.url ?? "none"} className="space-y-4">
              <legend className="sr-only">CalDAV calendar</legend>
              <div>
                <label htmlFor="calendarUrl" className={label}>
                  Calendar address (URL)
                </label>
                <input
                  id="calendarUrl"
                  name="calendarUrl"
                  type="url"
                  inputMode="url"
                  placeholder="https://caldav.example.com/calendars/you/work/"
                  defaultValue={source.calendar.url}
                  className={control}
                  {...invalid("calendar.url")}
                />
                <FieldError id="calendar.url-error" error={errors["calendar.url"]} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor="calendarUser" className={label}>
                    User name
                  </label>
                  <input
                    id="calendarUser"
                    name="calendarUser"
                    autoComplete="off"
                    defaultValue={source.calendar.user}
                    className={control}
                    {...invalid("calendar.user")}
                  />
                  <FieldError id="calendar.user-error" error={errors["calendar.user"]} />
                </div>
                <div>
                  <label htmlFor="calendarPassword" className={label}>
                    Password
                  </label>
                  <input
                    id="calendarPassword"
                    name="calendarPassword"
                    type="password"
                    autoComplete="new-password"
                    placeholder={calendar?.hasPassword ? "Saved: leave empty to keep" : "An app password, where your provider has them"}
                    className={`peer ${control}`}
                    {...invalid("calendar.password")}
                  />
                  {answer?.retypePassword && !errors["calendar.password"] ? (
                    // Shown only while the field is empty: with JavaScript the typed password is still there.
                    <p className="mt-1.5 hidden text-sm text-amber-800 peer-placeholder-shown:block">
                      Passwords are never sent back to the browser: type it again to save it.
                    </p>
                  ) : null}
                  <FieldError id="calendar.password-error" error={errors["calendar.password"]} />
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button type="submit" name="intent" value="check-calendar" formNoValidate disabled={busy} className={smallButton}>
                  Test the connection
                </button>
                {calendar ? (
                  <button type="submit" form="remove-calendar" disabled={busy} className={`${smallButton} text-red-800`}>
                    Remove calendar
                  </button>
                ) : null}
              </div>
              {answer?.check ? (
                <DeskAlert tone={answer.check.ok ? "success" : "error"} id="calendar-check">
                  {answer.check.message}
                </DeskAlert>
              ) : (
                <p className={hint}>The test reads the next {CALENDAR_CHECK_DAYS} days as the booking page does, and saves nothing.</p>
              )}
            </fieldset>
          </Section>

          <div className="flex items-center gap-3">
            <button type="submit" name="intent" value="save" disabled={busy} className={primary}>
              {saving ? "Saving…" : "Save availability"}
            </button>
            <Link to="/admin/meetings" className="text-sm font-medium text-slate-700 underline">
              Your meetings
            </Link>
          </div>
        </Form>
        {/* Outside the main form (forms do not nest); its button sits in the calendar section. */}
        <Form method="post" id="remove-calendar">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="remove-calendar" />
        </Form>
      </div>
    </DeskShell>
  );
}

/** "Fri 25 Dec 2026": a day off as people read it (no zone: it is a date, not an instant). */
function dayOffLabel(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(d);
}
