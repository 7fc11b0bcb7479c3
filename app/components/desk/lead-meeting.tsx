// A lead's meeting on its desk page (issue 24 §5): when (in the reader's zone), how long,
// with whom, the video link, its state, whether the person's calendar has it, and Cancel
// or Reschedule to another free time of the same person. Plain posts (no JavaScript
// needed); the booking service sends the e-mails as for the visitor's own changes.
import { Form } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { needLabel } from "../../../common/booking-fields.ts";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { DeskTime, useDeskZone } from "./desk-time.tsx";
import type { DeskMeeting } from "../../../server/booking/desk-meetings.ts";

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const button = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

export function LeadMeeting({ meeting, slots, csrf, busy }: { meeting: DeskMeeting; slots: { start: string }[]; csrf: string; busy: boolean }) {
  const zone = useDeskZone();
  const booked = meeting.status === "booked";
  const minutes = (Date.parse(meeting.end_at) - Date.parse(meeting.start_at)) / 60_000;
  return (
    <section id="meeting" aria-labelledby="meeting-heading" className={card}>
      <h2 id="meeting-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Meeting
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">When</dt>
        <dd className={booked ? "text-slate-900" : "text-slate-500 line-through"}>
          <DeskTime iso={meeting.start_at} /> – <DeskTime iso={meeting.end_at} /> ({minutes} min)
        </dd>
        <dt className="text-slate-500">With</dt>
        <dd>{meeting.host_name}</dd>
        <dt className="text-slate-500">About</dt>
        <dd>{needLabel(meeting.need)}</dd>
        <dt className="text-slate-500">Video</dt>
        <dd className="break-all">
          {meeting.video_url ? (
            <a href={meeting.video_url} className="text-brand underline">
              {meeting.video_url}
            </a>
          ) : (
            "No room set: send the link"
          )}
        </dd>
        <dt className="text-slate-500">State</dt>
        <dd>
          {booked ? "Booked" : "Cancelled"}
          {meeting.calendar_error ? (
            <span className="ml-2 text-rose-800">
              · not yet in {meeting.host_name}&rsquo;s calendar (retrying): {meeting.calendar_error}
            </span>
          ) : null}
        </dd>
      </dl>
      {booked ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="meeting-reschedule" />
            <input type="hidden" name="meeting" value={meeting.id} />
            <label className="text-xs font-medium text-slate-700">
              New time ({zone})
              <select name="start" required className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm">
                {slots.map((s) => (
                  <option key={s.start} value={s.start}>
                    {deskDateTime(s.start, zone)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || slots.length === 0} className={`${button} bg-slate-900 text-white hover:bg-slate-700`}>
              Reschedule
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <input type="hidden" name="intent" value="meeting-cancel" />
            <input type="hidden" name="meeting" value={meeting.id} />
            <button type="submit" disabled={busy} className={`${button} bg-white text-rose-800 ring-1 ring-rose-300 hover:bg-rose-50`}>
              Cancel meeting
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
