// Leads as CSV for spreadsheets. Cells that a spreadsheet would run as a formula
// (= + - @) are prefixed with a quote so an enquiry cannot inject one.
const COLUMNS = [
  "id",
  "created_at",
  "source",
  "name",
  "email",
  "company",
  "message",
  "status",
  "spam",
  "flag",
  "fill_ms",
  "delivery_state",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_id",
  "first_seen_at",
  "conversion_page",
] as const;

function cell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function leadsToCsv(leads: Record<string, unknown>[]): string {
  const lines = [COLUMNS.join(","), ...leads.map((l) => COLUMNS.map((c) => cell(l[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
