// The built server on SQLite as the lock and backup tests use it: leads accepted at load
// speed, visit counters written only when asked (so the test decides when the counter
// worker opens its connection), and the desk API behind a token.
import { testAdminToken } from "./admin-token.ts";
import type { ServerProcess } from "./server-process.ts";

const TOKEN = testAdminToken("sqlite-server");

export const sqliteServerEnv = {
  ADMIN_TOKEN: TOKEN,
  CONTACT_RATE_LIMIT: "100000",
  CONTACT_MIN_FILL_MS: "0",
  EVENT_FLUSH_MS: "3600000", // no timed flush: the test's stats request is the worker's first task
};

async function deskApi(server: ServerProcess, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res.json();
}

/**
 * Makes the visit-counter worker open its connection, and waits for it: a page view, then the
 * stats request, which writes the pending counters through the worker before it answers.
 * Answers the page views the stats then count (1 when the worker wrote).
 */
export async function counterWorkerWrote(server: ServerProcess): Promise<number> {
  const beacon = await fetch(`${server.url}/api/event`, {
    method: "POST",
    headers: {
      "content-type": "text/plain",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    },
    body: JSON.stringify({ u: "/services", r: "", l: 1, w: 1280 }),
  });
  if (beacon.status !== 204) throw new Error(`POST /api/event answered ${beacon.status}`);
  const stats = (await deskApi(server, "/api/admin/stats?days=7")) as { totals: { pageviews: number } };
  return stats.totals.pageviews;
}

/** Every lead the desk lists: reference → message. */
export async function leadsInDesk(server: ServerProcess): Promise<Map<string, string>> {
  const { leads, total } = (await deskApi(server, "/api/admin/leads?pageSize=10000")) as { total: number; leads: { reference: string; message: string }[] };
  if (leads.length !== total) throw new Error(`the desk lists ${leads.length} of ${total} leads`);
  return new Map(leads.map((l) => [l.reference, l.message]));
}
