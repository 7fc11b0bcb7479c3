// The free times, day by day in the visitor's zone, each with India time beside it. Each
// time is its own small form (GET): choosing it opens the details form for that time, with
// JavaScript or without.
import { dayLabel, timeLabel } from "../../../common/booking-time.ts";
import { FIRM_TIME_ZONE } from "../../../common/booking-fields.ts";

export interface SlotView {
  start: string;
  end: string;
}

/**
 * `post`: each time posts these fields and `start` (rescheduling) instead of opening the details form.
 * `choice`: the meeting type and person chosen (booking-choice.ts), carried to the details form.
 */
export function SlotDays({
  slots,
  timeZone,
  post,
  choice = {},
}: {
  slots: SlotView[];
  timeZone: string;
  post?: { action: string; fields: Record<string, string> };
  choice?: Record<string, string>;
}) {
  const days = new Map<string, SlotView[]>();
  for (const slot of slots) {
    const day = dayLabel(Date.parse(slot.start), timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const india = timeZone !== FIRM_TIME_ZONE;
  return (
    <div className="space-y-8">
      {[...days.entries()].map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${list[0]!.start}`}>
          <h3 id={`day-${list[0]!.start}`} className="text-lg font-semibold text-slate-900">
            {day}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {list.map((slot) => {
              const at = Date.parse(slot.start);
              return (
                <li key={slot.start}>
                  <form method={post ? "post" : "get"} action={post ? post.action || undefined : "/book#details"}>
                    {post ? (
                      <>
                        {Object.entries(post.fields).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <input type="hidden" name="start" value={slot.start} />
                      </>
                    ) : (
                      <>
                        <input type="hidden" name="tz" value={timeZone} />
                        {Object.entries(choice).map(([name, value]) => (
                          <input key={name} type="hidden" name={name} value={value} />
                        ))}
                        <input type="hidden" name="slot" value={slot.start} />
                      </>
                    )}
                    <button
                      type="submit"
                      className="w-full rounded-lg border border-brand/40 bg-white px-3 py-2.5 text-center text-sm font-semibold text-brand shadow-sm transition hover:border-brand hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
                    >
                      {/* The day in words for a screen reader; the name read is the text seen, in order. */}
                      <span className="sr-only">{day}, </span>
                      {timeLabel(at, timeZone)}
                      {india ? (
                        <>
                          {" "}
                          <span className="block text-xs font-normal text-slate-600">({timeLabel(at, FIRM_TIME_ZONE)} India)</span>
                        </>
                      ) : null}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
