// Nothing a visitor sends is lost: a server killed with SIGKILL mid-load keeps every
// lead it answered 201 for, and delivers them after the restart. On PostgreSQL, three
// server processes started together on an empty database (a Deployment's replicas,
// deploy/overlays/postgres) all become ready and deliver each lead exactly once.
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { FIXTURE_CONTENT_DIR } from "../helpers/content-copy.ts";
import { startServer, type ServerProcess } from "../helpers/server-process.ts";
import { startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { openTestDatabase } from "../helpers/test-db.ts";
import { formTokenFrom } from "../helpers/form-token.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const leadEnv = (hook: string) => ({
  LEAD_WEBHOOK_URL: hook,
  CONTACT_RATE_LIMIT: "100000",
  CONTACT_MIN_FILL_MS: "0",
  LEAD_LEASE_MS: "2000",
  LEAD_POLL_MS: "200",
  LEAD_RETRY_BASE_MS: "100",
  LOG_LEVEL: "info",
});

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("SIGKILL during a load of submissions loses no accepted lead (SQLite)", async () => {
  const hook = await startWebhookReceiver({ delayMs: 5 });
  const first = await startServer(leadEnv(hook.url));
  const accepted = new Map<string, string>();
  let sent = 0;
  let killed = false;
  // A bounded load: 4 concurrent senders, at most 400 submissions; the server dies after 150 answers.
  const sender = async (n: number) => {
    for (let i = 0; i < 100; i++) {
      const message = `Durability check ${n}-${i}: please call us about GKE.`;
      sent++;
      try {
        // A token per enquiry, as each visitor's page has its own (a token is spent by its lead).
        const formToken = await formTokenFrom(first.url);
        const res = await fetch(`${first.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Load Tester", email: `load${n}@example.org`, message, formToken }),
        });
        if (res.status === 201) accepted.set((await res.json()).reference, message);
      } catch {
        return; // the server is gone
      }
      if (!killed && accepted.size >= 150) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(sender));
  expect(killed).toBe(true);
  expect(accepted.size).toBeGreaterThanOrEqual(150);

  const second = await startServer(leadEnv(hook.url), { dataDir: first.dataDir });
  try {
    const file = new Database(path.join(first.dataDir, "site.db"), { readonly: true });
    const stored = new Map(
      file
        .prepare("select reference, id, message, flag from leads")
        .all()
        .map((r: any) => [r.reference as string, { id: r.id as number, message: r.message as string, flag: r.flag as string | null }]),
    );
    file.close();
    for (const [reference, message] of accepted) expect(stored.get(reference)).toEqual({ id: expect.any(Number), message, flag: null });
    const acceptedIds = [...accepted.keys()].map((reference) => stored.get(reference)!.id);
    await until(() => acceptedIds.every((id) => (hook.counts.get(id) ?? 0) >= 1), 60_000, "every accepted lead delivered after restart");
    console.log(`durability: ${sent} sent, ${accepted.size} accepted before SIGKILL, all ${accepted.size} stored and delivered after restart`);
  } finally {
    await second.stop();
    await hook.close();
  }
});

// Registered only with a PostgreSQL to run on (.ci/run always sets TEST_DATABASE_URL).
if (!process.env.TEST_DATABASE_URL) console.warn("TEST_DATABASE_URL is not set: the three-replica PostgreSQL test is not run.");
else
  test("three server processes started together on an empty PostgreSQL become ready and deliver 300 leads exactly once", async () => {
    const hook = await startWebhookReceiver({ delayMs: 2 });
    // A fresh schema with no table in it: the three processes race to migrate and sync.
    const database = await openTestDatabase("postgres");
    await database.close();
    // Replicas behind one load balancer share FORM_SECRET: a page served by one posts to another.
    const env = { ...leadEnv(hook.url), ...database.env, FORM_SECRET: "shared-by-every-replica-0123456789abcdef" };
    const servers: ServerProcess[] = [];
    try {
      // As a Deployment's pods start: at once, each waited for until /healthz (readiness) answers 200.
      const started = await Promise.allSettled([0, 1, 2].map(() => startServer(env)));
      for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
      for (const s of started) if (s.status === "rejected") throw s.reason;
      // Migrations and the content sync ran without an error anywhere (a process that lost a
      // race would log one and retry): every migration applied, each content file one row.
      for (const s of servers) {
        // The line is written before /readyz answers 200, but a child's stdout can reach
        // this process a moment after the HTTP answer does.
        await until(() => s.output().includes('"database ready"'), 5_000, "the database-ready log line");
        expect(s.output()).not.toMatch(/"level":(50|60)/);
        expect(s.output().match(/"database ready"/g)).toHaveLength(1);
      }
      const c = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await c.connect();
      const migrated = (await c.query("select name from kysely_migration order by name")).rows.map((r) => r.name);
      expect(migrated).toEqual(expect.arrayContaining(["001_content_and_leads", "002_lead_screening", "003_lead_desk"]));
      const services = (await c.query("select count(*)::int as n from services")).rows[0].n;
      expect(services).toBe(fs.readdirSync(path.join(FIXTURE_CONTENT_DIR, "services")).filter((f) => f.endsWith(".md")).length);

      const references: string[] = [];
      for (let batch = 0; batch < 30; batch++) {
        const results = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            // Each enquiry with its own token from one replica, posted to another: they share FORM_SECRET.
            const formToken = await formTokenFrom(servers[(batch * 10 + i + 1) % 3]!.url);
            const r = await fetch(`${servers[(batch * 10 + i) % 3]!.url}/api/contact`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ name: "Shared Worker", email: "shared@example.org", message: `Lead ${batch}-${i} for the shared outbox.`, formToken }),
            });
            expect(r.status).toBe(201);
            return (await r.json()).reference as string;
          }),
        );
        references.push(...results);
      }
      expect(new Set(references).size).toBe(300);
      const ids = (await c.query("select id from leads where reference = any($1) and flag is null", [references])).rows.map((r) => r.id as number);
      expect(ids).toHaveLength(300);
      await until(() => ids.every((id) => hook.counts.has(id)), 60_000, "all 300 delivered");
      await new Promise((r) => setTimeout(r, 1000));
      const duplicates = ids.filter((id) => hook.counts.get(id) !== 1);
      expect(duplicates).toEqual([]);
      const deliveredBy = servers.map((s) => (s.output().match(/"lead delivered"/g) ?? []).length);
      console.log(`three replicas: migrated ${migrated.length} migrations once, 300 leads, delivered by each process ${deliveredBy.join(" + ")}, duplicates 0`);
      expect(deliveredBy.reduce((a, b) => a + b, 0)).toBe(300);
      const { rows } = await c.query("select count(*)::int as n from leads where delivery_state = 'delivered'");
      await c.end();
      expect(rows[0].n).toBe(300);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await hook.close();
      await database.drop();
    }
  });
