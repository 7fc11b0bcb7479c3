// A delivery's failure in words a sales person can act on, instead of the error the
// channel's library gave ("connect ECONNREFUSED 127.0.0.1:9" reads "could not be reached:
// the connection was refused"). The raw error stays on the lead's page for whoever fixes it.
import type { LeadOutboxTable } from "../db/schema.ts";

type Channel = LeadOutboxTable["channel"];

/** "The webhook", "Slack", "The e-mail to sales@firm.example": the subject of a sentence. */
export function channelName(channel: Channel, notifyTo?: string): string {
  switch (channel) {
    case "email":
      return notifyTo ? `The e-mail to ${notifyTo}` : "The e-mail to the team";
    case "webhook":
      return "The webhook";
    case "slack":
      return "Slack";
    case "teams":
      return "Microsoft Teams";
    case "autoreply":
      return "The auto-reply to the visitor";
  }
}

/** What went wrong, as the rest of a sentence that begins with channelName(). */
export function failureInWords(error: string | null): string {
  const e = error ?? "";
  if (/ECONNREFUSED/.test(e)) return "could not be reached: the connection was refused";
  if (/ENOTFOUND|EAI_AGAIN/.test(e)) return "could not be reached: its host name does not resolve";
  if (/ETIMEDOUT|timed? ?out|TimeoutError|aborted/i.test(e)) return "did not answer in time";
  if (/ECONNRESET|socket hang up|closed/i.test(e)) return "dropped the connection";
  if (/certificate|SSL|TLS/i.test(e)) return "could not be reached securely: its certificate was refused";
  if (/EAUTH|\b535\b|Invalid login/i.test(e)) return "refused the mail server's sign-in (check SMTP_URL)";
  if (/redirect|answered 3\d\d/i.test(e)) return "answered with a redirect, which is never followed (check the URL)";
  if (/answered (401|403)/.test(e)) return "refused the message: the hook is not authorised, it may have been revoked";
  if (/answered (404|410)/.test(e)) return "no longer exists at that address: the hook may have been removed";
  if (/answered 4\d\d/.test(e)) return "refused the message as invalid";
  if (/answered 5\d\d/.test(e)) return "had an error of its own and did not take the message";
  if (/not configured/.test(e)) return "is no longer configured on this server";
  return "failed";
}
