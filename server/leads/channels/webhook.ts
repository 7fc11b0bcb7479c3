// The generic webhook (LEAD_WEBHOOK_URL): the lead as JSON (leadAsJson), signed per the
// Standard Webhooks specification (https://www.standardwebhooks.com/) when
// LEAD_WEBHOOK_SECRET is set. `webhook-id` is the outbox row, so every retry of one delivery
// carries the same id and a receiver can drop a duplicate; `webhook-timestamp` is the
// attempt's time (seconds), which the signature covers, so an old request cannot be replayed.
import { Webhook } from "standardwebhooks";
import { clock } from "../../../common/clock.ts";
import { leadAsJson } from "./lead-message.ts";
import type { Notifier } from "./notifier.ts";
import { postJson } from "./post-json.ts";

export const webhookMessageId = (deliveryId: number) => `lead-delivery-${deliveryId}`;

export function webhookNotifier(url: string, secret: string | undefined): Notifier {
  const signer = secret ? new Webhook(secret) : undefined;
  return async ({ id, lead }) => {
    const body = JSON.stringify(leadAsJson(lead));
    const at = clock.date();
    const headers: Record<string, string> = {
      "webhook-id": webhookMessageId(id),
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    };
    if (signer) headers["webhook-signature"] = signer.sign(headers["webhook-id"]!, at, body);
    await postJson("webhook", url, body, { headers });
  };
}
