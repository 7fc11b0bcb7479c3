// The built image (npm run image), run as the Pod runs it (./container.ts), once on
// SQLite in its /data volume and once on the local PostgreSQL: it becomes ready, serves
// a page and its assets, stores a lead posted through the no-JavaScript form, drains on
// SIGTERM (not ready, still serving) and exits 0 within 10 s. `npm run test:image`.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { imageUnderTest, podman, runImage, type RunningContainer } from "./container.ts";
import { testAdminToken } from "../helpers/admin-token.ts";

const image = imageUnderTest();
const ADMIN_TOKEN = testAdminToken("image");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Waits for a 200 from url; returns the ms since `since`. */
async function waitFor(url: string, since: number, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200) return Date.now() - since;
    if (Date.now() - started > ms) throw new Error(`${url} did not answer 200 within ${ms} ms (last: ${res?.status ?? "no answer"})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the image's own settings", () => {
  it("runs as uid 65532 without a shell, with OCI labels and a health check on /livez", async () => {
    const [config] = JSON.parse(await podman("image", "inspect", image));
    expect(config.User).toBe("65532:65532");
    expect(config.Labels["org.opencontainers.image.title"]).toBe("clustermind-site");
    expect(config.Labels["org.opencontainers.image.revision"]).toMatch(/^[0-9a-f]{12}$/);
    expect(config.Healthcheck.Test.join(" ")).toContain("/livez");
    await expect(podman("run", "--rm", "--network", "none", "--entrypoint", "/bin/sh", image, "-c", "true")).rejects.toThrow();
  });
});

describe.each(["sqlite", "postgres"] as const)("the image on %s", (kind) => {
  const name = `site-image-test-${kind}-${randomBytes(3).toString("hex")}`;
  const database = `site_image_${randomBytes(4).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const message = `Image smoke test on ${kind}: please review our cluster upgrades. ${name}`;
  let container: RunningContainer;

  beforeAll(async () => {
    const appEnv: Record<string, string> = { ADMIN_TOKEN, CONTACT_MIN_FILL_MS: "0" };
    if (kind === "postgres") {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      Object.assign(appEnv, { DATABASE_URL: databaseUrl, FORM_SECRET: "image-test-form-secret-0123456789abcdef" });
    }
    container = await runImage(image, name, appEnv);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && container) console.log(`${kind} container log:\n${await container.logs()}`);
  });

  afterAll(async () => {
    await container?.remove();
    if (kind === "postgres") {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  it("becomes live and ready, then serves a page and its assets", async () => {
    const live = await waitFor(`${container.url}/livez`, container.startedAt, 60_000);
    const ready = await waitFor(`${container.url}/readyz`, container.startedAt, 60_000);
    console.log(`${kind}: live after ${live} ms, ready after ${ready} ms (from podman run's return)`);
    const home = await fetch(`${container.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("<title>");
    expect(html).toContain("Clustermind");
    const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    expect((await fetch(`${container.url}${asset}`)).status).toBe(200);
  });

  it("stores a lead posted through the form and shows it in the inbox", async () => {
    const page = await (await fetch(`${container.url}/contact`)).text();
    const formToken = page.match(/name="formToken" value="([^"]+)"/)?.[1];
    expect(formToken).toBeDefined();
    const res = await fetch(`${container.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: container.url, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ name: "Ines Okafor", email: "ines@example.org", company: "Example Telco", message, website: "", formToken: formToken! }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=1#message-sent");
    const inbox = await fetch(`${container.url}/api/admin/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    const { leads } = (await inbox.json()) as { leads: { message: string; name: string; flag: string | null; spam: boolean }[] };
    expect(leads.find((l) => l.message === message)).toMatchObject({ name: "Ines Okafor", flag: null, spam: false });
    console.log(`${kind}: memory after serving ${await podman("stats", "--no-stream", "--format", "{{.MemUsage}}", container.name)}`);
  });

  it("adds a desk person with the bundled CLI (kubectl exec … node build/admin.js), whose link opens the sign-in", async () => {
    const out = await podman("exec", container.name, "/nodejs/bin/node", "build/admin.js", "create-user", "asha@firm.example", "--name", "Asha Rao");
    expect(out).toContain("Created asha@firm.example.");
    const linkPath = out.match(/(\/admin\/sign-in\/link\/[0-9a-f]{64})/)?.[1];
    expect(linkPath).toBeDefined();
    const page = await fetch(`${container.url}${linkPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("asha@firm.example");
  });

  it("drains on SIGTERM (not ready, still serving) and exits 0 within 10 s", async () => {
    const signalled = Date.now();
    await podman("kill", "--signal", "TERM", container.name);
    const exited = container.exited();
    // SHUTDOWN_DRAIN_MS (5 s by default): out of the load balancer, still answering.
    await expect.poll(async () => (await fetch(`${container.url}/readyz`)).status, { timeout: 2000, interval: 100 }).toBe(503);
    expect((await fetch(`${container.url}/livez`)).status).toBe(200);
    expect((await fetch(`${container.url}/`)).status).toBe(200);
    const code = await exited;
    const seconds = (Date.now() - signalled) / 1000;
    console.log(`${kind}: exit ${code} ${seconds.toFixed(1)} s after SIGTERM`);
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);
    expect(await container.logs()).not.toMatch(/"level":(50|60)/);
  });

  it("kept the lead where the deployment keeps its data", async () => {
    if (kind === "sqlite") {
      // The volume the PersistentVolumeClaim stands for: the database, owned by uid 65532, 0600.
      const dir = await podman("volume", "inspect", "--format", "{{.Mountpoint}}", container.volume);
      const file = path.join(dir, "site.db");
      expect(fs.statSync(file)).toMatchObject({ uid: 65532 });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const db = new Database(file, { readonly: true });
      const row = db.prepare("select name, email from leads where message = ?").get(message);
      db.close();
      expect(row).toEqual({ name: "Ines Okafor", email: "ines@example.org" });
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query("select name, email from leads where message = $1", [message]);
      await client.end();
      expect(rows).toEqual([{ name: "Ines Okafor", email: "ines@example.org" }]);
    }
  });
});
