// SPEC 9: 'MMMM d, yyyy', checked against date-fns' own formatting of the pattern.
import { describe, expect, it } from "vitest";
import { format, parseISO } from "date-fns";
import { DATE_FORMAT, formatDate } from "../../app/lib/presentation/format-date.ts";

describe("formatDate", () => {
  it("matches 'MMMM d, yyyy' for every month and single-digit days", () => {
    for (const iso of ["2026-01-05", "2026-02-28", "2026-03-10", "2026-10-28", "2026-11-22", "2027-12-31", "2024-02-29"]) {
      expect(formatDate(iso)).toBe(format(parseISO(iso), DATE_FORMAT));
    }
  });
  it("leaves text that is not a date as it is", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});
