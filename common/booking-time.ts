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
/** A zone's name for people: "Europe/Berlin" → "Berlin", "America/New_York" → "New York"; India's is "India". */
export const zoneLabel = (timeZone: string) => (timeZone === "Asia/Kolkata" ? "India" : timeZone.split("/").at(-1)!.replaceAll("_", " "));
/** "Tue, 7 Mar 2028, 10:00 Berlin time": a place, not "GMT+1", which nobody reads at a glance. */
export const whenLabel = (at: number, timeZone: string) => `${dayLabel(at, timeZone)}, ${timeLabel(at, timeZone)} ${zoneLabel(timeZone)} time`;
