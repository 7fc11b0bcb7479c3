// A signed start time from a running server, fetched as the chat does. Enquiries posted
// without one are stored as spam and never delivered (server/leads/screening.ts).
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";

export async function formTokenFrom(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/form-token`);
  if (!res.ok) throw new Error(`GET /api/form-token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A token as from a page loaded `ageMs` ago: issued at that instant, then the clock runs on
 * from now (so retries still come due). Younger than CONTACT_MIN_FILL_MS, the lead is held.
 */
export async function formTokenAged(app: { formToken: () => Promise<string> }, ageMs: number): Promise<string> {
  const t0 = clock.now();
  freezeClock(t0 - ageMs);
  try {
    return await app.formToken();
  } finally {
    startClockAt(t0);
  }
}
