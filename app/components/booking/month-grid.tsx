// One month of days as the WAI-ARIA date picker's grid (APG "Date Picker Dialog"): a
// table with role=grid, one tab stop (the active day; roving tabindex), arrows move by
// day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
// year), Enter or Space chooses. Days without free times can be reached but not chosen
// (aria-disabled), so a keyboard moves through the weeks as the eye does.
import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { addDays, clampDay, endOfWeek, longDayLabel, monthWeeks, sameDayMonthsOn, startOfWeek, type Day, type Month } from "./calendar-days.ts";

const WEEKDAYS = [
  ["Monday", "Mo"],
  ["Tuesday", "Tu"],
  ["Wednesday", "We"],
  ["Thursday", "Th"],
  ["Friday", "Fr"],
  ["Saturday", "Sa"],
  ["Sunday", "Su"],
] as const;

interface Props {
  month: Month;
  labelledBy: string;
  /** The day that holds the tab stop. */
  activeDay: Day;
  selectedDay: Day | null;
  /** Today in the visitor's zone: marked (a ring and a dot) and aria-current="date". */
  today: Day;
  /** Free times per day; a day not in it has none. */
  free: Map<Day, number>;
  /** The days a key may move to (the months shown). */
  first: Day;
  last: Day;
  loading: boolean;
  onMove: (day: Day) => void;
  onChoose: (day: Day) => void;
}

function keyTarget(e: KeyboardEvent, day: Day): Day | null {
  switch (e.key) {
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowDown":
      return addDays(day, 7);
    case "ArrowUp":
      return addDays(day, -7);
    case "Home":
      return startOfWeek(day);
    case "End":
      return endOfWeek(day);
    case "PageUp":
      return sameDayMonthsOn(day, e.shiftKey ? -12 : -1);
    case "PageDown":
      return sameDayMonthsOn(day, e.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export function MonthGrid({ month, labelledBy, activeDay, selectedDay, today, free, first, last, loading, onMove, onChoose }: Props) {
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the active day only after a key moved it, never on a render of its own;
  // in a layout effect, so it has moved before the next key arrives (the islands run on
  // preact/compat, whose plain effects wait for the next frame: decision 050).
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay, month]);

  const onKeyDown = (e: KeyboardEvent, day: Day) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (free.has(day)) onChoose(day);
      return;
    }
    const target = keyTarget(e, day);
    if (!target) return;
    e.preventDefault();
    const next = clampDay(target, first, last);
    if (next === day) return; // at the edge of the months shown
    moved.current = true;
    onMove(next);
  };

  return (
    <table ref={grid} role="grid" aria-labelledby={labelledBy} aria-busy={loading || undefined} className="w-full table-fixed border-collapse text-center">
      <thead>
        <tr>
          {WEEKDAYS.map(([name, short]) => (
            <th key={name} scope="col" abbr={name} className="pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? ""}>
            {week.map((day, i) => {
              if (!day) return <td key={i} />;
              const count = free.get(day) ?? 0;
              const selected = day === selectedDay;
              const isToday = day === today;
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === activeDay ? 0 : -1}
                  aria-selected={selected}
                  aria-current={isToday ? "date" : undefined}
                  aria-disabled={count === 0 || undefined}
                  onClick={() => count > 0 && onChoose(day)}
                  onKeyDown={(e) => onKeyDown(e, day)}
                  className="group p-0.5 outline-none"
                >
                  <span
                    aria-hidden="true"
                    className={`relative mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm tabular-nums transition group-focus-visible:ring-3 group-focus-visible:ring-brand group-focus-visible:ring-offset-2 ${
                      selected
                        ? "bg-brand font-bold text-white"
                        : count > 0
                          ? "cursor-pointer bg-sky-50 font-semibold text-brand hover:bg-sky-100"
                          : "text-slate-500"
                    } ${isToday ? "font-bold ring-2 ring-slate-400" : ""}`}
                  >
                    {Number(day.slice(8))}
                    {isToday ? <span className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-current" /> : null}
                  </span>
                  <span className="sr-only">{`${longDayLabel(day)}, ${count === 0 ? "no free times" : count === 1 ? "1 free time" : `${count} free times`}`}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
