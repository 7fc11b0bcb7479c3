// The desk is one stack with two doors: its pages (the React Router loaders and actions a
// person's browser reaches, forms without JavaScript) and its JSON API (scripts, the desk's
// own fetches). Whichever door an operation takes, it leaves the same audit trail: a page
// of the list (leads.list with its filter and the rows read: audit finding L-3), an export,
// one lead.view per view, each change, a rescue, a retry, a privacy export and an erasure;
// what a door refuses leaves nothing. A rescue or a retry through either door is delivered
// at once: the worker is woken, not left to its next poll. Real SQLite and PostgreSQL, a
// real HTTP receiver; the same signed-in person on both doors.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startTestApp } from "../helpers/test-app.ts";
import { testDatabases } from "../helpers/test-db.ts";
import { closedPort, startWebhookReceiver } from "../helpers/webhook-receiver.ts";
import { until } from "../helpers/until.ts";
import { clock, freezeClock, startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";
import { inviteUser } from "../../server/desk/invite.ts";
import { loader as listPage } from "../../app/routes/admin/leads.tsx";
import { loader as leadPage, action as leadForm } from "../../app/routes/admin/lead.tsx";
import { loader as csvPage } from "../../app/routes/admin/leads-csv.ts";
import { action as privacyForm } from "../../app/routes/admin/privacy.tsx";
import { action as privacyExport } from "../../app/routes/admin/privacy-export.ts";
import { routerContext } from "../../app/load-context.ts";

const TOKEN = "4f1c9a7e2b6d8035c1e9f47a2d6b0c83e5a19f7d2c4b6e8a0f3d5c7b9e1a2c4d";
const PERSON = "mira@clustermind.example.com";
const SITE = "https://clustermind.example.com";

afterEach(() => startClockAt(TEST_NOW));

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type Args = { request: Request; context: unknown; params: Record<string, string> };
type RouteFunction = (args: never) => unknown;

/** A person of the firm, signed in through their one-time link: the cookie their browser sends, and their CSRF token. */
async function signedInPerson(t: TestApp) {
  const { linkPath } = await inviteUser(t.db.db, { email: PERSON, name: "Mira Shah" }, "cli");
  const signedIn = await t.desk.signInWithLink(linkPath.split("/").pop()!, {});
  if (!signedIn) throw new Error("the invitation link did not sign in");
  return { cookie: `__Host-desk=${signedIn.secret}`, csrf: signedIn.session.csrfToken };
}

/** An enquiry as a person sends it, from a page loaded 8 s earlier; `website` fills the honeypot (spam). */
async function postLead(t: TestApp, fields: { name: string; email: string; company?: string; message?: string; website?: string }): Promise<number> {
  const at = clock.now();
  freezeClock(at - 8000);
  const formToken = await t.formToken();
  startClockAt(at);
  return t.leadId(
    await request(t.app)
      .post("/api/contact")
      .send({ company: "Example Co", message: "We would like help with our Kubernetes clusters.", ...fields, formToken })
      .expect(201),
  );
}

function doors(t: TestApp, person: { cookie: string; csrf: string }) {
  const api = {
    get: (path: string) => request(t.app).get(path).set("Cookie", person.cookie),
    change: (method: "patch" | "post", path: string, body?: object, csrf = person.csrf) =>
      request(t.app)[method](path).set("Cookie", person.cookie).set("X-CSRF-Token", csrf).send(body),
  };
  /** Calls a route's loader or action as React Router does for the browser's request: the answer, or what it threw (a 404, a 403). */
  async function route(fn: RouteFunction, path: string, params: Record<string, string> = {}, form?: Record<string, string>): Promise<unknown> {
    const init: RequestInit = form
      ? { method: "POST", headers: { cookie: person.cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) }
      : { headers: { cookie: person.cookie } };
    const args: Args = { request: new Request(SITE + path, init), context: routerContext(t.loaderContext()), params };
    try {
      return await (fn as (a: Args) => unknown)(args);
    } catch (thrown) {
      return thrown;
    }
  }
  const page = {
    load: (fn: RouteFunction, path: string, params?: Record<string, string>) => route(fn, path, params),
    /** A form post from the page, with the session's CSRF token in its hidden field (unless `csrf` says otherwise). */
    post: (fn: RouteFunction, path: string, params: Record<string, string>, fields: Record<string, string>, csrf = person.csrf) =>
      route(fn, path, params, { csrf, ...fields }),
  };
  return { api, page };
}

/** The HTTP status of a route's answer: a Response (page, redirect), or data() with its init. */
const statusOf = (answer: unknown): number => (answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200));

describe.each(testDatabases())("the desk's two doors on %s", (kind) => {
  let t: TestApp;
  let door: ReturnType<typeof doors>;

  beforeAll(async () => {
    // A webhook nobody answers, and the worker not started: every lead keeps a pending delivery, which "Retry now" accepts.
    t = await startTestApp(kind, { ADMIN_TOKEN: TOKEN, CONTACT_RATE_LIMIT: "1000", LEAD_WEBHOOK_URL: `http://127.0.0.1:${await closedPort()}/hook` });
    door = doors(t, await signedInPerson(t));
  });
  afterAll(async () => t?.close());

  /** The audit entries `run` writes, in order; `lead` reads as "the lead" so two doors' trails about two leads compare. */
  async function trail(run: () => Promise<unknown>, lead?: number) {
    const last = await t.db.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    await run();
    const rows = await t.db.db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", ">", Number(last?.id ?? 0))
      .orderBy("id")
      .execute();
    return rows.map((r) => ({
      action: r.action,
      actor: r.actor,
      lead: r.lead_id === null ? null : r.lead_id === lead ? "the lead" : r.lead_id,
      detail: r.detail === null ? null : JSON.parse(r.detail),
    }));
  }

  it("a page of the list: one leads.list entry with the filter and the rows read, through the API and the desk list", async () => {
    for (const name of ["Ada Rao", "Ben Okafor", "Cy Lin"]) await postLead(t, { name, email: "buyer@example.org", company: "Doorway Trading" });
    let apiRows = 0;
    let pageRows = 0;
    const api = await trail(async () => (apiRows = (await door.api.get("/api/admin/leads?q=doorway+trading&status=new").expect(200)).body.leads.length));
    const page = await trail(
      async () => (pageRows = ((await door.page.load(listPage, "/admin/leads?q=doorway+trading&status=new")) as { leads: unknown[] }).leads.length),
    );
    expect([apiRows, pageRows]).toEqual([3, 3]);
    const expected = [{ action: "leads.list", actor: PERSON, lead: null, detail: { filter: { q: "doorway trading", status: "new" }, offset: 0, count: 3 } }];
    expect(api).toEqual(expected);
    expect(page).toEqual(expected);
    // The audit's reproduction: the bearer token reading up to 10,000 rows at once leaves its trace too.
    expect(await trail(() => request(t.app).get("/api/admin/leads?pageSize=10000").set("Authorization", `Bearer ${TOKEN}`).expect(200))).toEqual([
      { action: "leads.list", actor: "api", lead: null, detail: { filter: {}, offset: 0, count: 3 } },
    ]);

    // The desk list without a filter hides spam (its own tab): the entry says so. Page 2 of 25 a page is empty yet.
    expect(await trail(() => door.page.load(listPage, "/admin/leads"))).toEqual([
      { action: "leads.list", actor: PERSON, lead: null, detail: { filter: { spam: false }, offset: 0, count: 3 } },
    ]);
    expect(await trail(() => door.page.load(listPage, "/admin/leads?page=2"))).toEqual([
      { action: "leads.list", actor: PERSON, lead: null, detail: { filter: { spam: false }, offset: 25, count: 0 } },
    ]);
  });

  it("an export: one leads.export entry with the filter and the count, and the same CSV, through the API and the desk's download", async () => {
    let apiCsv = "";
    let pageCsv = "";
    const api = await trail(async () => (apiCsv = (await door.api.get("/api/admin/leads?format=csv&q=doorway+trading&status=new").expect(200)).text));
    const page = await trail(
      async () => (pageCsv = await ((await door.page.load(csvPage, "/admin/leads.csv?q=doorway+trading&status=new")) as Response).text()),
    );
    expect(apiCsv.trim().split("\r\n")).toHaveLength(1 + 3);
    expect(pageCsv).toBe(apiCsv);
    const expected = [{ action: "leads.export", actor: PERSON, lead: null, detail: { filter: { q: "doorway trading", status: "new" }, count: 3 } }];
    expect(api).toEqual(expected);
    expect(page).toEqual(expected);
  });

  it("a lead: one lead.view per view, through the API and the lead page; a lead that does not exist leaves nothing", async () => {
    const a = await postLead(t, { name: "Viewed By Api", email: "viewed@example.org" });
    const b = await postLead(t, { name: "Viewed By Page", email: "viewed@example.org" });
    const api = await trail(async () => {
      await door.api.get(`/api/admin/leads/${a}`).expect(200);
      await door.api.get(`/api/admin/leads/${a}`).expect(200);
    }, a);
    const page = await trail(async () => {
      for (let i = 0; i < 2; i++) expect((await door.page.load(leadPage, `/admin/leads/${b}`, { id: String(b) })) as object).toHaveProperty("lead.id", b);
    }, b);
    const view = { action: "lead.view", actor: PERSON, lead: "the lead", detail: null };
    expect(api).toEqual([view, view]);
    expect(page).toEqual([view, view]);

    const missing = await trail(async () => {
      await door.api.get("/api/admin/leads/999999").expect(404);
      expect(statusOf(await door.page.load(leadPage, "/admin/leads/999999", { id: "999999" }))).toBe(404);
    });
    expect(missing).toEqual([]);
  });

  it("a change, a note and a rescue write the same entries through the API and the lead page's forms", async () => {
    const [a, b] = [
      await postLead(t, { name: "Changed By Api", email: "c@example.org" }),
      await postLead(t, { name: "Changed By Page", email: "c@example.org" }),
    ];
    const changed = [
      { action: "lead.status", actor: PERSON, lead: "the lead", detail: { from: "new", to: "contacted" } },
      { action: "lead.next-action", actor: PERSON, lead: "the lead", detail: { to: "2026-11-27" } },
    ];
    expect(
      await trail(() => door.api.change("patch", `/api/admin/leads/${a}`, { status: "contacted", owner: null, nextActionAt: "2026-11-27" }).expect(200), a),
    ).toEqual(changed);
    const byForm = await trail(async () => {
      const answer = await door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { status: "contacted", owner: "", nextActionAt: "2026-11-27" });
      expect(statusOf(answer)).toBe(303);
    }, b);
    expect(byForm).toEqual(changed);

    const noted = [{ action: "lead.note", actor: PERSON, lead: "the lead", detail: { length: "Called; wants a quote.".length } }];
    expect(await trail(() => door.api.change("patch", `/api/admin/leads/${a}`, { note: "Called; wants a quote." }).expect(200), a)).toEqual(noted);
    expect(await trail(() => door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { intent: "note", note: "Called; wants a quote." }), b)).toEqual(
      noted,
    );

    // Spam (the honeypot was filled), never delivered: "Not spam: deliver it" queues it on the webhook.
    const [c, d] = [
      await postLead(t, { name: "Rescued By Api", email: "r@example.org", website: "autofill" }),
      await postLead(t, { name: "Rescued By Page", email: "r@example.org", website: "autofill" }),
    ];
    const rescued = [
      { action: "lead.status", actor: PERSON, lead: "the lead", detail: { from: "spam", to: "new" } },
      { action: "lead.rescue", actor: PERSON, lead: "the lead", detail: { flag: "honeypot", channels: ["webhook"] } },
    ];
    expect(await trail(() => door.api.change("post", `/api/admin/leads/${c}/rescue`).expect(200), c)).toEqual(rescued);
    expect(
      await trail(async () => expect(statusOf(await door.page.post(leadForm, `/admin/leads/${d}`, { id: String(d) }, { intent: "rescue" }))).toBe(303), d),
    ).toEqual(rescued);
    // Rescued already (new, pending): a second rescue is refused at either door, and leaves nothing.
    const again = await trail(async () => {
      await door.api.change("post", `/api/admin/leads/${c}/rescue`).expect(409);
      expect(statusOf(await door.page.post(leadForm, `/admin/leads/${d}`, { id: String(d) }, { intent: "rescue" }))).toBe(409);
    });
    expect(again).toEqual([]);
    const states = await t.db.db.selectFrom("leads").select(["status", "delivery_state"]).where("id", "in", [c, d]).execute();
    expect(states).toEqual([
      { status: "new", delivery_state: "pending" },
      { status: "new", delivery_state: "pending" },
    ]);
  });

  it("a retry writes one delivery.retry through the API and the lead page; the page retries its own lead's deliveries only", async () => {
    const [a, b] = [
      await postLead(t, { name: "Retried By Api", email: "d@example.org" }),
      await postLead(t, { name: "Retried By Page", email: "d@example.org" }),
    ];
    const deliveryOf = async (lead: number): Promise<number> => (await door.api.get(`/api/admin/leads/${lead}/deliveries`).expect(200)).body.deliveries[0].id;
    const [da, db] = [await deliveryOf(a), await deliveryOf(b)];
    const retried = (delivery: number) => [{ action: "delivery.retry", actor: PERSON, lead: "the lead", detail: { delivery, channel: "webhook" } }];
    expect(await trail(() => door.api.change("post", `/api/admin/deliveries/${da}/retry`).expect(204), a)).toEqual(retried(da));
    expect(
      await trail(
        async () =>
          expect(statusOf(await door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { intent: "retry", delivery: String(db) }))).toBe(303),
        b,
      ),
    ).toEqual(retried(db));
    const foreign = await trail(async () =>
      expect(statusOf(await door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { intent: "retry", delivery: String(da) }))).toBe(404),
    );
    expect(foreign).toEqual([]);
  });

  it("a privacy export and an erasure write the same entries through the API and the privacy page; no address, or a desk person's, no entry", async () => {
    for (const email of ["api-erased@example.org", "page-erased@example.org"]) await postLead(t, { name: "Privacy Person", email });
    const exported = [{ action: "privacy.export", actor: PERSON, lead: null, detail: { leads: 1 } }];
    expect(await trail(() => door.api.get("/api/admin/privacy/export?email=api-erased@example.org").expect(200))).toEqual(exported);
    expect(
      await trail(async () => {
        const answer = (await door.page.post(privacyExport, "/admin/privacy/export", {}, { intent: "export", email: "page-erased@example.org" })) as Response;
        expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
        expect((await answer.json()).leads).toHaveLength(1);
      }),
    ).toEqual(exported);

    const erased = [{ action: "privacy.erase", actor: PERSON, lead: null, detail: { count: 1 } }];
    expect(await trail(() => door.api.change("post", "/api/admin/privacy/erase", { email: "api-erased@example.org" }).expect(200))).toEqual(erased);
    expect(
      await trail(async () => {
        const answer = await door.page.post(privacyForm, "/admin/privacy", {}, { intent: "erase", email: "page-erased@example.org", confirm: "yes" });
        expect(statusOf(answer)).toBe(303);
      }),
    ).toEqual(erased);

    const refused = await trail(async () => {
      await door.api.get("/api/admin/privacy/export?email=chat-visitor@example.com").expect(400);
      await door.api.change("post", "/api/admin/privacy/erase", { email: "not an address" }).expect(400);
      // The download route sends a refused request back to the page, which says why.
      const notAnAddress = (await door.page.post(
        privacyExport,
        "/admin/privacy/export",
        {},
        { intent: "export", email: "chat-visitor@example.com" },
      )) as Response;
      expect(notAnAddress.headers.get("location")).toBe("/admin/privacy?export=not-an-address");
      expect(statusOf(await door.page.post(privacyForm, "/admin/privacy", {}, { intent: "erase", email: "not an address", confirm: "yes" }))).toBe(400);
      // A desk person's address is never erased (decision 018, M-2): 409 at both doors, and the page says why.
      await door.api.change("post", "/api/admin/privacy/erase", { email: PERSON }).expect(409);
      const page = (await door.page.post(privacyForm, "/admin/privacy", {}, { intent: "erase", email: PERSON, confirm: "yes" })) as { data: { error: string } };
      expect(statusOf(page)).toBe(409);
      expect(page.data.error).toMatch(/is, or was, a lead desk account/);
    });
    expect(refused).toEqual([]);
  });

  it("refuses a change without the session's CSRF token at either door, and writes nothing", async () => {
    const id = await postLead(t, { name: "Forged Change", email: "f@example.org" });
    const refused = await trail(async () => {
      await door.api.change("patch", `/api/admin/leads/${id}`, { status: "lost" }, "").expect(403);
      await door.api.change("patch", `/api/admin/leads/${id}`, { status: "lost" }, "not-the-token").expect(403);
      expect(statusOf(await door.page.post(leadForm, `/admin/leads/${id}`, { id: String(id) }, { status: "lost", owner: "", nextActionAt: "" }, ""))).toBe(403);
      expect(statusOf(await door.page.post(leadForm, `/admin/leads/${id}`, { id: String(id) }, { intent: "rescue" }, "not-the-token"))).toBe(403);
    });
    expect(refused).toEqual([]);
    expect(await t.db.db.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirst()).toEqual({ status: "new" });
  });
});

describe.each(testDatabases())("the outbox worker woken by either door on %s", (kind) => {
  let t: TestApp;
  let door: ReturnType<typeof doors>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    // The receiver refuses each lead's first request, and one attempt is all a delivery gets: it fails for good.
    receiver = await startWebhookReceiver({ failFirstPerLead: 1 });
    // The worker polls every 10 minutes: only a wake-up delivers within the test's wait.
    t = await startTestApp(kind, {
      ADMIN_TOKEN: TOKEN,
      CONTACT_RATE_LIMIT: "1000",
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_MAX_ATTEMPTS: "1",
      LEAD_POLL_MS: "600000",
    });
    door = doors(t, await signedInPerson(t));
    t.leads.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const deliveryOf = async (lead: number) => (await door.api.get(`/api/admin/leads/${lead}/deliveries`).expect(200)).body.deliveries[0];

  it("delivers a rescued lead at once, rescued through the API or the lead page", async () => {
    const [a, b] = [
      await postLead(t, { name: "Woken By Api", email: "w@example.org", website: "autofill" }),
      await postLead(t, { name: "Woken By Page", email: "w@example.org", website: "autofill" }),
    ];
    await door.api.change("post", `/api/admin/leads/${a}/rescue`).expect(200);
    expect(statusOf(await door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { intent: "rescue" }))).toBe(303);
    // The first attempt each (refused by the receiver) came at once: the worker was woken.
    await until(async () => (await deliveryOf(a))?.state === "failed" && (await deliveryOf(b))?.state === "failed");
  });

  it("delivers a retried delivery at once, retried through the API or the lead page", async () => {
    const [a, b] = [await postLead(t, { name: "Retry Api", email: "x@example.org" }), await postLead(t, { name: "Retry Page", email: "x@example.org" })];
    await until(async () => (await deliveryOf(a)).state === "failed" && (await deliveryOf(b)).state === "failed");
    await door.api.change("post", `/api/admin/deliveries/${(await deliveryOf(a)).id}/retry`).expect(204);
    expect(
      statusOf(await door.page.post(leadForm, `/admin/leads/${b}`, { id: String(b) }, { intent: "retry", delivery: String((await deliveryOf(b)).id) })),
    ).toBe(303);
    await until(() => receiver.counts.get(a) === 1 && receiver.counts.get(b) === 1);
  });
});
