// The chat's words and rules (SPEC sections 2, 8 and 9).
export const CHAT_TEXT = {
  teaser: "Want to learn more?",
  title: "Chat with Us",
  greeting: "Hello! How can I help you today?",
  placeholder: "Type your message...",
  greetingReply: "Hi there! Please let me know your specific requirement or question, and I'll be happy to help you.",
  thanks: "Thank you for your message. Our team will get back to you soon.",
  error: "Sorry, there was an error sending your message. Please try again later.",
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
