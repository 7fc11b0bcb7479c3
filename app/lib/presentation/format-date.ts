// SPEC 9: dates read 'MMMM d, yyyy' (e.g. "October 28, 2026"). The browser's Intl gives
// exactly that for en-US without shipping date-fns and its locale to every list page.
export const DATE_FORMAT = "MMMM d, yyyy";

const formatter = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}
