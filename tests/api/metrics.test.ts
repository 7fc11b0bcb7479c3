// GET /metrics: refused without the bearer token; with it, Prometheus text that a strict
// reader of the exposition format accepts, with request durations labelled by route
// pattern (never the raw URL), the outbox and leads counted in the database, delivery
// results and process metrics. With METRICS_PORT it is served on that port instead.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { pino } from "pino";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { closedPort, startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { parsePrometheusText, type Family } from "../helpers/prometheus-text.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { createMetrics } from "../../server/metrics/metrics.ts";
import { startMetricsServer } from "../../server/metrics/metrics-endpoint.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const TOKEN = testAdminToken("metrics");
const lead = { name: "Kiran Shah", email: "kiran@example.org", company: "Example Retail", message: "We want to move our shop to Kubernetes." };

afterEach(() => startClockAt(TEST_NOW));

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
async function postLead(t: TestApp, extra: Record<string, string> = {}): Promise<number> {
  const t0 = clock.now();
  freezeClock(t0 - 8000); // a page loaded 8 s before the post
  const formToken = await t.formToken();
  startClockAt(t0);
  return await t.leadId(
    await request(t.app)
      .post("/api/contact")
      .send({ ...lead, ...extra, formToken })
      .expect(201),
  );
}

const value = (family: Family | undefined, labels: Record<string, string>, sample = family?.name) =>
  family?.samples.find((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe.each(testDatabases())("metrics on %s", (kind) => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, LEAD_WEBHOOK_URL: hook.url, CONTACT_RATE_LIMIT: "1000" });
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await hook?.close();
  });

  it("refuses /metrics without the token, or with a wrong one", async () => {
    const none = await request(t.app).get("/metrics").expect(401);
    expect(none.get("www-authenticate")).toBe("Bearer");
    expect(none.text).not.toContain("http_request_duration_seconds");
    await request(t.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}x`).expect(401);
    await request(t.app).get("/metrics").set("Authorization", TOKEN).expect(401);
  });

  it("answers valid Prometheus text with the token: routes as patterns, leads and outbox from the database, delivery results, process metrics", async () => {
    const id = await postLead(t);
    await postLead(t, { website: "a bot filled the honeypot" }); // stored as spam, never delivered
    await until(() => hook.counts.get(id) === 1);
    await until(async () => (await t.db.db.selectFrom("lead_outbox").select("state").where("lead_id", "=", id).executeTakeFirst())?.state === "delivered");

    const admin = (path: string) => request(t.app).get(path).set("Authorization", `Bearer ${TOKEN}`);
    await admin(`/api/admin/leads/${id}/deliveries`).expect(200);
    await admin(`/api/admin/leads/${id}/deliveries`).expect(200);
    await admin("/api/admin/leads/987654/deliveries").expect(404);
    await request(t.app).get("/api/services").expect(200);
    await request(t.app).get("/no-such-page-xyz").expect(404);
    await request(t.app).get("/api/no-such-endpoint-xyz").expect(404);
    await request(t.app).get("/wp-login.php").expect(404);
    await request(t.app).get("/livez").expect(200);
    await admin("/metrics").expect(200);

    const res = await admin("/metrics").expect(200);
    expect(res.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.get("cache-control")).toBe("no-store");
    const families = parsePrometheusText(res.text);

    const http = families.get("http_request_duration_seconds");
    expect(http?.type).toBe("histogram");
    const count = (labels: Record<string, string>) => value(http, labels, "http_request_duration_seconds_count");
    expect(count({ method: "GET", route: "/api/admin/leads/:id/deliveries", status_class: "2xx" })).toBe(2);
    expect(count({ method: "GET", route: "/api/admin/leads/:id/deliveries", status_class: "4xx" })).toBe(1);
    expect(count({ method: "POST", route: "/api/contact", status_class: "2xx" })).toBe(2);
    expect(count({ method: "GET", route: "api", status_class: "2xx" })).toBe(1); // /api/services: a pattern that is a RegExp
    expect(count({ method: "GET", route: "page", status_class: "4xx" })).toBe(1);
    expect(count({ method: "GET", route: "asset", status_class: "4xx" })).toBe(1);
    // Bounded: patterns and groups only; neither the probes nor /metrics itself.
    const routes = new Set(http!.samples.map((s) => s.labels.route));
    for (const route of routes) expect(route).toMatch(/^(page|asset|api|other|\/[a-z0-9/:_-]*)$/);
    for (const raw of ["/no-such-page-xyz", "/wp-login.php", `/api/admin/leads/${id}/deliveries`, "/api/admin/leads/987654/deliveries", "/livez", "/metrics"]) {
      expect(routes).not.toContain(raw);
    }
    expect(res.text).not.toContain("xyz");

    const outbox = families.get("lead_outbox_depth");
    expect(outbox?.type).toBe("gauge");
    expect(value(outbox, { state: "delivered" })).toBe(1);
    expect(value(outbox, { state: "pending" })).toBe(0);
    expect(value(outbox, { state: "failed" })).toBe(0);

    const leads = families.get("leads_total");
    expect(leads?.type).toBe("gauge");
    expect(value(leads, { source: "contact", status: "new" })).toBe(1);
    expect(value(leads, { source: "contact", status: "spam" })).toBe(1);

    const deliveries = families.get("lead_deliveries_total");
    expect(deliveries?.type).toBe("counter");
    expect(value(deliveries, { channel: "webhook", result: "delivered" })).toBe(1);

    expect(families.get("process_cpu_user_seconds_total")?.type).toBe("counter");
    expect(families.get("nodejs_heap_size_used_bytes")?.type).toBe("gauge");
  });

  it("counts leads in the database at scrape time, so another instance reports the same figures", async () => {
    const other = createMetrics(t.db); // a second instance on the same database, that served nothing
    const mine = parsePrometheusText(await t.metrics.registry.metrics());
    const theirs = parsePrometheusText(await other.registry.metrics());
    expect(theirs.get("leads_total")!.samples).toEqual(mine.get("leads_total")!.samples);
    expect(theirs.get("lead_outbox_depth")!.samples).toEqual(mine.get("lead_outbox_depth")!.samples);
    expect(value(theirs.get("leads_total"), { source: "contact", status: "new" })).toBe(1);
  });
});

describe("metrics on their own port (METRICS_PORT)", () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    t = await startTestApp("sqlite", { ADMIN_TOKEN: TOKEN, METRICS_PORT: String(port) });
    server = await startMetricsServer(t.metrics, t.config.metricsPort!, "127.0.0.1", pino({ level: "silent" }));
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("serves /metrics there without a token, and the main port has none", async () => {
    await request(t.app).get("/api/services").expect(200);
    await request(t.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(404);

    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const families = parsePrometheusText(await res.text());
    expect(value(families.get("http_request_duration_seconds"), { route: "api" }, "http_request_duration_seconds_count")).toBe(1);
    expect(families.get("leads_total")?.type).toBe("gauge");

    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
  });
});

describe("metrics without ADMIN_TOKEN or METRICS_PORT", () => {
  it("has no /metrics", async () => {
    const t = await startTestApp("sqlite", {});
    try {
      await request(t.app).get("/metrics").set("Authorization", "Bearer anything").expect(404);
    } finally {
      await t.close();
    }
  });
});

describe("the exposition-format reader these tests rely on", () => {
  const ok = '# HELP a_total A.\n# TYPE a_total counter\na_total{x="1\\"2"} 3\n';
  it("reads valid text, escapes included", () => {
    expect(parsePrometheusText(ok).get("a_total")?.samples).toEqual([{ name: "a_total", labels: { x: '1"2' }, value: 3 }]);
  });
  it.each([
    ["no final line feed", ok.trimEnd()],
    ["an unquoted label value", "# TYPE a gauge\na{x=1} 3\n"],
    ["a bad escape", '# TYPE a gauge\na{x="\\t"} 3\n'],
    ["a value that is not a number", "# TYPE a gauge\na 3x\n"],
    ["a family in two places", '# TYPE a gauge\na 1\n# TYPE b gauge\nb 1\na{y="2"} 1\n'],
    ["a series twice", "# TYPE a gauge\na 1\na 2\n"],
    ["buckets that are not cumulative", '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'],
    ["a +Inf bucket that is not the count", '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n'],
    ["an unknown type", "# TYPE a thing\na 1\n"],
  ])("refuses %s", (_why, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
