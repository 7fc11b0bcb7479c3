// The enquiry's field names and bounds, apart from the zod schema (contact-schema.ts) so
// that what every page ships (the chat bubble's plain form) does not pull zod into the
// first load.

/** The server's bounds on top of the form's rules. */
export const SERVER_LIMITS = { name: 100, email: 254, company: 200, message: 5000, bodyBytes: 16 * 1024 } as const;

/** Honeypot: a field hidden from people; anything in it marks a bot. */
export const HONEYPOT_FIELD = "website";
/** The server-signed start time (server/leads/form-token.ts). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * The chat's placeholders (SPEC 7): the name always (the chat does not ask for one), the
 * address only when the visitor skips giving theirs (decision 007).
 */
export const CHAT_PLACEHOLDER = { name: "Website Chat Visitor", email: "chat-visitor@example.com" } as const;
