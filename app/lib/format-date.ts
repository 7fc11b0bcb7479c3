// SPEC 9: dates read 'MMMM d, yyyy'.
import { format, parseISO } from "date-fns";

export const DATE_FORMAT = "MMMM d, yyyy";

export function formatDate(isoDate: string): string {
  try {
    return format(parseISO(isoDate), DATE_FORMAT);
  } catch {
    return isoDate;
  }
}
