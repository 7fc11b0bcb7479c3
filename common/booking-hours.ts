// The words and limits of a person's booking hours, shared by the desk's Availability page
// and the server that checks them (server/booking/host-settings-rules.ts).

/** 1 = Monday … 7 = Sunday, as booking_hosts.weekly_hours numbers them. */
export const WEEKDAYS = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 7, name: "Sunday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["day"];

/** Mon–Fri: where "Copy to all weekdays" copies a day's hours. */
export const WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export const BOOKING_HOURS_LIMITS = {
  stretchesPerDay: 6,
  maxBufferMinutes: 240,
  maxDaysOff: 400,
  maxUrlLength: 500,
  maxLoginLength: 200,
};

/** How many days ahead "Test the connection" reads the calendar. */
export const CALENDAR_CHECK_DAYS = 14;

/** The field of the errors for one weekday's hours, e.g. "weeklyHours.3". */
export const dayField = (day: number) => `weeklyHours.${day}`;
