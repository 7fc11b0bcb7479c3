// Slack incoming webhook (SLACK_WEBHOOK_URL). The body is a message: `text` is the fallback
// shown in notifications, `blocks` the message itself (Block Kit). As documented at
// - https://api.slack.com/messaging/webhooks (a JSON POST with `text` and `blocks`)
// - https://api.slack.com/reference/block-kit/blocks#header (plain_text, at most 150 characters)
// - https://api.slack.com/reference/block-kit/blocks#section (text at most 3000 characters;
//   at most 10 fields of at most 2000 characters each)
// - https://api.slack.com/reference/surfaces/formatting#escaping (in mrkdwn, &, < and > are
//   control characters and must be sent as &amp; &lt; &gt;; nothing else is escaped)
// A visitor's text is escaped, so it cannot make links (<url|text>) or mentions (<!channel>).
import { attributionFields, leadDeskUrl, leadFields, leadHeadline } from "./lead-message.ts";
import type { Lead, Notifier } from "./notifier.ts";
import { postJson } from "./post-json.ts";

export const SLACK_LIMITS = { header: 150, sectionText: 3000, field: 2000 } as const;

export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** At most `max` characters, ending in "…" when cut; never splits an entity (&amp;) or a surrogate pair. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text
    .slice(0, max - 1)
    .replace(/&[a-z]{0,3}$/, "")
    .replace(/[\uD800-\uDBFF]$/, "");
  return `${head}…`;
}

/** The visitor's message as a mrkdwn quote: every line starts with ">". */
function quoted(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) => `>${line ? ` ${escapeMrkdwn(line)}` : ""}`)
    .join("\n");
}

const mrkdwnFields = (fields: { label: string; value: string }[]) =>
  fields.map((f) => ({ type: "mrkdwn", text: cutTo(`*${f.label}*\n${escapeMrkdwn(f.value)}`, SLACK_LIMITS.field) }));

export function slackMessage(lead: Lead, siteUrl: string) {
  const deskUrl = leadDeskUrl(siteUrl, lead.id);
  const attribution = attributionFields(lead);
  return {
    text: escapeMrkdwn(`${leadHeadline(lead)}: ${deskUrl}`),
    blocks: [
      { type: "header", text: { type: "plain_text", text: cutTo(leadHeadline(lead), SLACK_LIMITS.header), emoji: false } },
      { type: "section", fields: mrkdwnFields(leadFields(lead)) },
      // At most 8 fields: within a section's 10.
      ...(attribution.length ? [{ type: "section", fields: mrkdwnFields(attribution) }] : []),
      { type: "section", text: { type: "mrkdwn", text: cutTo(quoted(lead.message), SLACK_LIMITS.sectionText) } },
      { type: "section", text: { type: "mrkdwn", text: `<${deskUrl}|Open lead ${lead.id} in the lead desk>` } },
    ],
  };
}

export function slackNotifier(url: string, siteUrl: string): Notifier {
  return ({ lead }) => postJson("slack", url, JSON.stringify(slackMessage(lead, siteUrl)));
}
