// Microsoft Teams through Workflows (TEAMS_WEBHOOK_URL: the URL of a flow made from the
// template "Post to a channel when a webhook request is received"). The flow posts the
// Adaptive Card it finds in the body's attachments. As documented at
// - https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/connectors-using#send-adaptive-cards-using-an-incoming-webhook
//   (`type` "message"; `attachments` of contentType "application/vnd.microsoft.card.adaptive",
//   contentUrl null, `content` the card)
// - https://learn.microsoft.com/en-us/connectors/teams/#microsoft-teams-webhook (the Workflows trigger)
// - https://adaptivecards.io/explorer/ (TextBlock, FactSet, RichTextBlock/TextRun, Action.OpenUrl)
// Teams renders Markdown in TextBlock and in a fact's title and value, so a visitor's words
// there lose the link syntax ("[text](url)"); the message goes in a TextRun, which Teams
// shows as plain text, exactly as written.
import { attributionFields, leadDeskUrl, leadFields, leadHeadline } from "./lead-message.ts";
import type { Lead, Notifier } from "./notifier.ts";
import { postJson } from "./post-json.ts";

/** Breaks Markdown's link syntax: "[text] (url)" is not a link. */
export const withoutMarkdownLinks = (text: string) => text.replace(/\]\s*\(/g, "] (");

const facts = (fields: { label: string; value: string }[]) => fields.map((f) => ({ title: f.label, value: withoutMarkdownLinks(f.value) }));

export function teamsMessage(lead: Lead, siteUrl: string) {
  const attribution = attributionFields(lead);
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: withoutMarkdownLinks(leadHeadline(lead)), size: "Large", weight: "Bolder", wrap: true },
            { type: "FactSet", facts: facts(leadFields(lead)) },
            { type: "RichTextBlock", inlines: [{ type: "TextRun", text: lead.message }] },
            ...(attribution.length
              ? [
                  { type: "TextBlock", text: "Where the visitor came from", weight: "Bolder", wrap: true, spacing: "Medium" },
                  { type: "FactSet", facts: facts(attribution) },
                ]
              : []),
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open in the lead desk", url: leadDeskUrl(siteUrl, lead.id) }],
        },
      },
    ],
  };
}

export function teamsNotifier(url: string, siteUrl: string): Notifier {
  return ({ lead }) => postJson("teams", url, JSON.stringify(teamsMessage(lead, siteUrl)));
}
