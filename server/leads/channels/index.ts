// The configured delivery channels, and which of them a lead gets. None configured means
// leads are stored and logged only.
import nodemailer from "nodemailer";
import type { ServerConfig } from "../../config.ts";
import type { Channel } from "../lead-store.ts";
import { smtpTransportOptions } from "../smtp-tls.ts";
import { autoreplyNotifier, canAutoreply, type AutoreplyText } from "./autoreply.ts";
import { emailNotifier } from "./email.ts";
import type { Lead, Notifier } from "./notifier.ts";
import { slackNotifier } from "./slack.ts";
import { teamsNotifier } from "./teams.ts";
import { webhookNotifier } from "./webhook.ts";

export type { Delivery, Lead, Notifier } from "./notifier.ts";
export type { AutoreplyText } from "./autoreply.ts";

function mailFrom(config: ServerConfig): string {
  return config.leadMailFrom ?? `${config.site.name} website <website@${new URL(config.site.url).hostname}>`;
}

export function configuredNotifiers(config: ServerConfig, autoreply: AutoreplyText): Partial<Record<Channel, Notifier>> {
  const out: Partial<Record<Channel, Notifier>> = {};
  const { site } = config;
  const transport = config.smtpUrl ? nodemailer.createTransport(smtpTransportOptions(config.smtpUrl)) : undefined;
  if (transport && config.leadNotifyTo) out.email = emailNotifier({ transport, to: config.leadNotifyTo, from: mailFrom(config), site });
  if (config.leadWebhookUrl) out.webhook = webhookNotifier(config.leadWebhookUrl, config.leadWebhookSecret);
  if (config.slackWebhookUrl) out.slack = slackNotifier(config.slackWebhookUrl, site.url);
  if (config.teamsWebhookUrl) out.teams = teamsNotifier(config.teamsWebhookUrl, site.url);
  if (transport && config.leadAutoreply) out.autoreply = autoreplyNotifier({ transport, from: mailFrom(config), text: autoreply, site });
  return out;
}

/**
 * The channels a lead is delivered to, out of the configured ones: all of them, but the
 * auto-reply only to a real address. For a new lead and for one a person rescues from spam
 * or releases from review alike (enqueueDeliveries).
 */
export function deliveryChannelsFor(lead: Pick<Lead, "email">, configured: Channel[]): Channel[] {
  return configured.filter((channel) => channel !== "autoreply" || canAutoreply(lead));
}
