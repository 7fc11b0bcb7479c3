// The chat's words and rules (SPEC sections 2, 8 and 9), and how a conversation becomes
// one lead (docs/decisions/004): after the visitor's first real message the bot asks
// where to reply; the address, or a skip, sends the whole conversation at once.
export const CHAT_TEXT = {
  teaser: "Want to learn more?",
  title: "Chat with Us",
  greeting: "Hello! How can I help you today?",
  placeholder: "Type your message...",
  greetingReply: "Hi there! Please let me know your specific requirement or question, and I'll be happy to help you.",
  thanks: "Thank you for your message. Our team will get back to you soon.",
  error: "Sorry, there was an error sending your message. Please try again later.",
  // Not in the SPEC: the chat asks how to reach the visitor (decision 007).
  askEmail: "Where can we reply? Leave your email address, or skip and we will keep your message without one.",
  emailLabel: "Your email address (optional)",
  skip: "Skip",
} as const;

export const GREETING_WORDS = ["hi", "hello", "hey", "hola", "greetings"] as const;

/** Compared after trimming and ignoring case. */
export function isGreeting(text: string): boolean {
  return (GREETING_WORDS as readonly string[]).includes(text.trim().toLowerCase());
}

export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
}

/** Where the chat's conversation stands: chatting, waiting for an address, or sent. */
/** Where the browser keeps the conversation for the visit (sessionStorage). */
export const CHAT_STORAGE_KEY = "chat-conversation";

export type ChatPhase = "chatting" | "asking-email" | "sent";

export interface ChatConversation {
  messages: ChatMessage[];
  phase: ChatPhase;
  /** Index of the first message not yet sent in a lead (a later conversation starts there). */
  start: number;
  /** The address the visitor gave, reused for a later conversation in the same tab. */
  email?: string;
}

/** The lead's message: what the visitor wrote, one paragraph per message (the bot's lines are canned). */
export function conversationText(messages: ChatMessage[]): string {
  return messages
    .filter((m) => !m.isBot)
    .map((m) => m.text.trim())
    .join("\n\n");
}
