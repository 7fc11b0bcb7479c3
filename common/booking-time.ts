// How a meeting's time reads, in the visitor's zone and in India time (Intl: no library
// needed to format, and the browser and server agree).
const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat("en-GB", { timeZone, ...opts })));
  return f;
}

/** "Tue 7 Mar 2028" */
export const dayLabel = (at: number, timeZone: string) => format(timeZone, { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(at);
/** "10:00" */
export const timeLabel = (at: number, timeZone: string) => format(timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
/** "Tue 7 Mar 2028, 10:00 CET" */
export const whenLabel = (at: number, timeZone: string) =>
  format(timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(at);
/** A zone's name for people: "Europe/Berlin" → "Berlin". */
export const zoneLabel = (timeZone: string) => timeZone.split("/").at(-1)!.replaceAll("_", " ");
