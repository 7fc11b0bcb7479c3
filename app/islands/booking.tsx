// The booking calendar (/book, decision 040): wakes when the free times come into view,
// fetches the first month's slots while the no-JavaScript list is still shown, then
// replaces that list with the calendar (already filled: no empty grid between the two).
import { BookingCalendar, monthQuery, slotsKey, bookableDays, type BookingCalendarProps } from "../components/booking/booking-calendar.tsx";
import { fetchSlots } from "../components/booking/booking-client.ts";
import { monthOf } from "../components/booking/calendar-days.ts";
import { mountIsland } from "./hydrate.tsx";

export async function mount(root: HTMLElement, props: BookingCalendarProps): Promise<void> {
  const query = monthQuery(monthOf(bookableDays(props.timeZone, props.horizonDays).first), { tz: props.timeZone, ...props.choice }, props.horizonDays);
  // Unreachable slots: the calendar shows its own "could not be loaded" and retries.
  const slots = await fetchSlots(query).catch(() => undefined);
  mountIsland(root, <BookingCalendar {...props} initial={slots ? { key: slotsKey(query), slots } : undefined} />);
}
