// The lead page's starting points for an e-mail: a first reply, a follow-up, and "book a
// time" with the booking page's link. The person edits the text before sending; nothing is
// sent as written here without them reading it.
export const REPLY_TEMPLATES = ["first-reply", "follow-up", "book-a-time"] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];

export const REPLY_TEMPLATE_LABEL: Record<ReplyTemplate, string> = {
  "first-reply": "First reply",
  "follow-up": "Follow-up",
  "book-a-time": "Book a time",
};

export const isReplyTemplate = (s: unknown): s is ReplyTemplate => typeof s === "string" && (REPLY_TEMPLATES as readonly string[]).includes(s);

interface TemplateContext {
  /** The lead's name, or "" when it is the chat's placeholder. */
  leadName: string;
  /** What the lead wrote about, for the subject: their company, if any. */
  company: string | null;
  person: string;
  siteName: string;
  siteUrl: string;
}

const hello = (name: string) => (name ? `Hello ${name.split(/\s+/)[0]},` : "Hello,");

export function fillReplyTemplate(template: ReplyTemplate, c: TemplateContext): { subject: string; text: string } {
  const about = c.company ? ` for ${c.company}` : "";
  const sign = ["", "Best regards,", c.person, c.siteName].join("\n");
  switch (template) {
    case "first-reply":
      return {
        subject: `Your enquiry${about} – ${c.siteName}`,
        text: [
          hello(c.leadName),
          "",
          `Thank you for getting in touch with ${c.siteName}. I have read your message and would like to understand a little more before we suggest anything:`,
          "",
          "- What does your setup look like today?",
          "- What would a good outcome be, and by when?",
          "",
          "A short call is usually the quickest way. Reply with a few times that suit you, or pick one here:",
          `${c.siteUrl}/book`,
          sign,
        ].join("\n"),
      };
    case "follow-up":
      return {
        subject: `Following up on your enquiry${about}`,
        text: [
          hello(c.leadName),
          "",
          "I wanted to follow up on my earlier e-mail. Is this still something you are working on?",
          "",
          "If it helps, I can send a short outline of how we would approach it, or we can talk for 30 minutes:",
          `${c.siteUrl}/book`,
          sign,
        ].join("\n"),
      };
    case "book-a-time":
      return {
        subject: `A time to talk${about}`,
        text: [
          hello(c.leadName),
          "",
          "Thanks for your message. The quickest next step is a 30-minute call with one of our engineers.",
          "",
          "Pick a time that suits you here; you will get a calendar invitation straight away:",
          `${c.siteUrl}/book`,
          sign,
        ].join("\n"),
      };
  }
}
