// Deliveries you can see: a webhook whose receiver is down fails for good and shows why;
// once the receiver is back, "Retry now" delivers it, and the desk's banner of recent
// failures sees it until then. Real SQLite and PostgreSQL, a real HTTP receiver.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { closedPort, startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { failedDeliveriesSince, type Delivery } from "../../server/desk/deliveries.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("deliveries");
const DAY_MS = 24 * 60 * 60 * 1000;
const lead = { name: "Meera Iyer", email: "meera@example.org", company: "Example Logistics", message: "Our Kubernetes upgrades keep failing." };

afterEach(() => startClockAt(TEST_NOW));

describe.each(testDatabases())("deliveries on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let port: number;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;

  beforeAll(async () => {
    port = await closedPort();
    t = await startTestApp(kind, {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEAD_MAX_ATTEMPTS: "2",
      LEAD_RETRY_BASE_MS: "20",
      CONTACT_RATE_LIMIT: "1000",
      ADMIN_TOKEN: TOKEN,
    });
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const deliveries = async (leadId: number): Promise<Delivery[]> =>
    (await request(t.app).get(`/api/admin/leads/${leadId}/deliveries`).set("Authorization", `Bearer ${TOKEN}`).expect(200)).body.deliveries;
  /** The banner's question at the clock's current time: which leads had a delivery fail in the last 24 hours? */
  const failedInLastDay = async () => failedDeliveriesSince(t.db.db, new Date(clock.now() - DAY_MS).toISOString());

  it("shows a delivery that failed while the receiver was down, and Retry now delivers it once the receiver is back", async () => {
    // A person's enquiry: a token from a page loaded 8 s earlier.
    const t0 = clock.now();
    freezeClock(t0 - 8000);
    const formToken = await t.formToken();
    startClockAt(t0);
    const id: number = await t.leadId(
      await request(t.app)
        .post("/api/contact")
        .send({ ...lead, formToken })
        .expect(201),
    );

    await until(async () => (await deliveries(id))[0]?.state === "failed");
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({ channel: "webhook", state: "failed", attempts: 2, nextAttemptAt: null, deliveredAt: null, createdAt: expect.any(String) });
    expect(failed!.lastError).toMatch(/^webhook request failed: .*ECONNREFUSED/);
    expect((await t.db.db.selectFrom("leads").select("delivery_state").where("id", "=", id).executeTakeFirstOrThrow()).delivery_state).toBe("failed");

    // The banner sees it now, and no longer a day later.
    expect(await failedInLastDay()).toEqual({ count: 1, leads: [{ id, name: lead.name }] });
    freezeClock(clock.now() + DAY_MS + 60_000);
    expect(await failedInLastDay()).toEqual({ count: 0, leads: [] });
    startClockAt(t0);

    // Nobody but the desk may retry; an unknown delivery is a 404.
    await request(t.app).post(`/api/admin/deliveries/${failed!.id}/retry`).expect(401);
    await request(t.app).post(`/api/admin/deliveries/${failed!.id}/retry`).set("Authorization", "Bearer wrong").expect(401);
    await request(t.app).post("/api/admin/deliveries/999999/retry").set("Authorization", `Bearer ${TOKEN}`).expect(404);
    await request(t.app).post("/api/admin/deliveries/abc/retry").set("Authorization", `Bearer ${TOKEN}`).expect(404);

    receiver = await startWebhookReceiver({ port });
    await request(t.app).post(`/api/admin/deliveries/${failed!.id}/retry`).set("Authorization", `Bearer ${TOKEN}`).expect(204);

    await until(() => receiver!.counts.get(id) === 1);
    await until(async () => (await deliveries(id))[0]?.state === "delivered");
    const [delivered] = await deliveries(id);
    // The history stays readable: three attempts, the third one delivered.
    expect(delivered).toMatchObject({ id: failed!.id, state: "delivered", attempts: 3, nextAttemptAt: null, deliveredAt: expect.any(String), lastError: null });
    expect((await t.db.db.selectFrom("leads").select("delivery_state").where("id", "=", id).executeTakeFirstOrThrow()).delivery_state).toBe("delivered");
    expect(await failedInLastDay()).toEqual({ count: 0, leads: [] });

    const audit = await t.db.db.selectFrom("audit_log").selectAll().where("action", "=", "delivery.retry").execute();
    expect(audit).toEqual([expect.objectContaining({ actor: "api", lead_id: id, detail: JSON.stringify({ delivery: failed!.id, channel: "webhook" }) })]);

    // A delivered delivery has nothing to retry, and is not sent again.
    await request(t.app).post(`/api/admin/deliveries/${failed!.id}/retry`).set("Authorization", `Bearer ${TOKEN}`).expect(409);
    await t.leads.drain();
    expect(receiver.counts.get(id)).toBe(1);
  });

  it("answers 404 for the deliveries of a lead that does not exist, and 401 without the token", async () => {
    await request(t.app).get("/api/admin/leads/999999/deliveries").set("Authorization", `Bearer ${TOKEN}`).expect(404);
    await request(t.app).get("/api/admin/leads/1/deliveries").expect(401);
  });
});

describe("deliveries API without ADMIN_TOKEN", () => {
  it("refuses every bearer token (only a signed-in person gets in)", async () => {
    const t = await startTestApp("sqlite", {});
    try {
      await request(t.app).get("/api/admin/leads/1/deliveries").set("Authorization", "Bearer anything").expect(401);
      await request(t.app).post("/api/admin/deliveries/1/retry").set("Authorization", "Bearer anything").expect(401);
      await request(t.app).post("/api/admin/deliveries/1/retry").expect(401);
    } finally {
      await t.close();
    }
  });
});
