// Audit L1: mail to a remote relay must use TLS; only a relay on this machine may be plain.
import { describe, expect, it } from "vitest";
import { smtpNeedsTls, smtpTransportOptions } from "../../server/leads/smtp-tls.ts";

describe("smtpNeedsTls", () => {
  it("requires TLS for any relay that is not on this machine", () => {
    for (const url of [
      "smtp://user:pass@smtp.example.com:587",
      "smtps://user:pass@smtp.example.com:465",
      "smtp://192.0.2.10:25",
      "smtp://10.0.0.1:25",
      "smtp://[2001:db8::1]:25",
      "smtp://localhost.example.com:25",
      "smtp://127.0.0.1.nip.io:25",
    ])
      expect(smtpNeedsTls(url), url).toBe(true);
  });

  it("lets a loopback relay go without TLS", () => {
    for (const url of [
      "smtp://127.0.0.1:25",
      "smtp://127.8.9.10:2525",
      "smtp://localhost:25",
      "smtp://LOCALHOST:25",
      "smtp://[::1]:25",
      "smtp://[::ffff:127.0.0.1]:25",
      "smtp://u:p@127.0.0.1:587",
    ]) {
      expect(smtpNeedsTls(url), url).toBe(false);
    }
  });
});

describe("smtpTransportOptions", () => {
  it("asks nodemailer for STARTTLS on a remote relay and not on a local one", () => {
    expect(smtpTransportOptions("smtp://u:p@smtp.example.com:587")).toMatchObject({ url: "smtp://u:p@smtp.example.com:587", requireTLS: true });
    expect(smtpTransportOptions("smtp://127.0.0.1:25")).toMatchObject({ url: "smtp://127.0.0.1:25", requireTLS: false });
  });

  it("gives up a slow relay well inside the outbox lease, so no other instance sends the same mail meanwhile", () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = smtpTransportOptions("smtp://u:p@smtp.example.com:587");
    const defaultLeaseMs = 60_000;
    expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(defaultLeaseMs);
  });

  it("refuses a remote URL whose query would turn TLS or certificate checks off", () => {
    expect(() => smtpTransportOptions("smtp://u:p@smtp.example.com:587?requireTLS=false")).toThrow(/requireTLS=false/);
    expect(() => smtpTransportOptions("smtp://u:p@smtp.example.com:587?tls.rejectUnauthorized=false")).toThrow(/tls.rejectUnauthorized=false/);
    expect(() => smtpTransportOptions("smtp://u:p@smtp.example.com:587?tls.rejectUnauthorized=0")).toThrow(/verified certificate/);
    expect(smtpTransportOptions("smtp://127.0.0.1:25?tls.rejectUnauthorized=false").requireTLS).toBe(false);
    expect(smtpTransportOptions("smtps://u:p@smtp.example.com:465?pool=true").requireTLS).toBe(true);
  });
});
