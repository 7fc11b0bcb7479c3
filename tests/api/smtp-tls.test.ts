// Audit L1, with a real SMTP listener: lead e-mail to a relay elsewhere on the network goes
// only over TLS with a verified certificate, so a server that offers no STARTTLS (or one
// stripped on the way) never sees the credentials or the lead; a relay on loopback still
// gets the mail without TLS.
import os from "node:os";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import request from "supertest";
import { SMTPServer } from "smtp-server";
import { startTestApp } from "../helpers/test-app.ts";
import { until } from "../helpers/until.ts";

// This machine's own non-loopback address: the app sees a remote-looking relay.
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

async function startSmtp(host: string, opts: { startTls: boolean }) {
  const logins: string[] = [];
  const mails: string[] = [];
  const server = new SMTPServer({
    // Like a hostile or downgraded relay: takes a password over plain text if offered one.
    allowInsecureAuth: true,
    ...(opts.startTls ? {} : { disabledCommands: ["STARTTLS"] }), // with STARTTLS, smtp-server's own self-signed certificate
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        mails.push(raw);
        callback();
      });
    },
    logger: false,
  });
  server.on("error", () => {}); // a client hanging up mid-handshake is expected here
  await new Promise<void>((r) => server.listen(0, host, r));
  const port = (server.server.address() as AddressInfo).port;
  const hostInUrl = host.includes(":") ? `[${host}]` : host;
  return { logins, mails, url: `smtp://leads:S3cretPass@${hostInUrl}:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const lead = { name: "Ravi Kumar", email: "ravi@example.org", company: "Example Health", message: "We need LiveKit recording at scale, HIPAA-minded." };

async function submitAndWait(smtpUrl: string) {
  const t = await startTestApp("sqlite", {
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: "sales@clustermind.example.com",
    LEAD_MAX_ATTEMPTS: "1",
    CONTACT_MIN_FILL_MS: "0",
  });
  cleanups.push(() => t.close());
  t.leads.start();
  const res = await request(t.app)
    .post("/api/contact")
    .send({ ...lead, formToken: await t.formToken() })
    .expect(201);
  const leadId = await t.leadId(res);
  const outbox = () => t.db.db.selectFrom("lead_outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
  await until(async () => (await outbox()).state !== "pending");
  return outbox();
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe.skipIf(!lanAddress)(`SMTP relay at a non-loopback address (${lanAddress})`, () => {
  it("a relay without STARTTLS gets neither the password nor the lead", async () => {
    const smtp = await startSmtp(lanAddress!, { startTls: false });
    cleanups.push(smtp.close);
    const outbox = await submitAndWait(smtp.url);
    expect(outbox.state).toBe("failed");
    expect(outbox.last_error).toMatch(/STARTTLS/);
    expect(smtp.logins).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it("a relay whose certificate does not verify gets neither the password nor the lead", async () => {
    const smtp = await startSmtp(lanAddress!, { startTls: true });
    cleanups.push(smtp.close);
    const outbox = await submitAndWait(smtp.url);
    expect(outbox.state).toBe("failed");
    expect(outbox.last_error).toMatch(/certificate/i);
    expect(smtp.logins).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });
});

describe("SMTP relay on loopback", () => {
  it("gets the lead without TLS", async () => {
    const smtp = await startSmtp("127.0.0.1", { startTls: false });
    cleanups.push(smtp.close);
    const outbox = await submitAndWait(smtp.url);
    expect(outbox.state).toBe("delivered");
    expect(smtp.logins).toEqual(["leads:S3cretPass"]);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toContain("LiveKit recording at scale");
  });
});
