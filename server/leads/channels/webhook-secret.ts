// LEAD_WEBHOOK_SECRET as the Standard Webhooks specification defines it: "whsec_" and then
// a key of 24 to 64 random bytes in base64. A bad value stops the start (server/environment.ts):
// otherwise every delivery would be signed with a key the receiver does not share, and all
// of them refused.
const PREFIX = "whsec_";

export const WEBHOOK_SECRET_FORMAT = '"whsec_" followed by 24 to 64 random bytes in base64 (Standard Webhooks), e.g. whsec_$(openssl rand -base64 32)';

export function isWebhookSecret(text: string): boolean {
  const key = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : "";
  const isBase64 = key.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(key);
  const bytes = isBase64 ? Buffer.from(key, "base64").length : 0;
  return bytes >= 24 && bytes <= 64;
}
