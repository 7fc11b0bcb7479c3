// Times in the desk, in UTC so the server's HTML and the browser agree (and the firm's
// people in different time zones read the same thing): "Nov 20, 2026, 14:05 UTC".
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});
const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const deskDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
/** A YYYY-MM-DD day, e.g. "Fri, Nov 27, 2026". */
export const deskDay = (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`));
