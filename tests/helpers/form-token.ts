// A signed start time from a running server, fetched as the chat does. Enquiries posted
// without one are stored as spam and never delivered (server/leads/screening.ts).
export async function formTokenFrom(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/form-token`);
  if (!res.ok) throw new Error(`GET /api/form-token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
