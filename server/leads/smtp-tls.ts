// Outgoing SMTP carries the firm's credentials and every lead, so it must not go in clear:
// TLS is required (STARTTLS on smtp://, implicit on smtps://) with the certificate verified
// (Node's default), unless the relay is on this machine (a loopback address), where no
// network lies between us and it.
import { isLoopbackHost } from "../loopback-host.ts";

/** Whether mail to this SMTP_URL must be sent over TLS. */
export function smtpNeedsTls(smtpUrl: string): boolean {
  return !isLoopbackHost(new URL(smtpUrl).hostname);
}

// nodemailer lets the URL's query override the options passed beside it, so a URL that
// turns these off for a remote relay is refused rather than silently obeyed.
const tlsSwitches = ["requireTLS", "tls.rejectUnauthorized"];

// A send must end well inside the outbox's lease (LEAD_LEASE_MS, 60 s by default), or
// another instance takes the delivery over while this one is still sending and the mail
// goes out twice. nodemailer's own defaults wait up to 2 minutes to connect and 10 idle.
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** nodemailer transport options for SMTP_URL; throws on a URL that would undo the TLS rule. */
export function smtpTransportOptions(smtpUrl: string): { url: string; requireTLS: boolean } & typeof SMTP_TIMEOUTS {
  const requireTLS = smtpNeedsTls(smtpUrl);
  if (requireTLS) {
    const query = new URL(smtpUrl).searchParams;
    for (const key of tlsSwitches) {
      const value = query.get(key);
      if (value !== null && value !== "true") {
        throw new Error(`SMTP_URL sets ${key}=${value}: a non-loopback SMTP relay must use TLS with a verified certificate`);
      }
    }
  }
  return { url: smtpUrl, requireTLS, ...SMTP_TIMEOUTS };
}
