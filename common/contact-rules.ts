// The contact form's rules (SPEC 5) in plain code: the browser's form and chat check them
// without zod (decision 036: no zod on a public page), and the server's schema
// (contact-schema.ts) is built on the same rules, with its own bounds on top.

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
} as const;

/** The shortest name and message the form takes. */
export const CONTACT_MIN_LENGTH = { name: 2, message: 10 } as const;

/** An e-mail address: zod's `z.email()` pattern, which the server checked before this file, so the same addresses pass. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface ContactForm {
  name: string;
  email: string;
  company?: string;
  message: string;
}
export const emptyContactForm: ContactForm = { name: "", email: "", company: "", message: "" };

// Every field is trimmed and NFC-normalised before its length is checked, so a name or
// message of spaces fails with the form's own message, and "e" + combining accent counts once.
export const cleanText = (s: string) => s.trim().normalize("NFC");

/** The address's error message, if it is not one. */
export const checkEmail = (email: string): string | undefined => (EMAIL_PATTERN.test(cleanText(email)) ? undefined : CONTACT_MESSAGES.email);

/** The form's values as they are sent (cleaned), or the message of each field at fault. */
export function checkContactForm(form: ContactForm): { values: ContactForm } | { errors: Partial<Record<keyof ContactForm, string>> } {
  const values = { name: cleanText(form.name), email: cleanText(form.email), company: cleanText(form.company ?? ""), message: cleanText(form.message) };
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  if (values.name.length < CONTACT_MIN_LENGTH.name) errors.name = CONTACT_MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email)) errors.email = CONTACT_MESSAGES.email;
  if (values.message.length < CONTACT_MIN_LENGTH.message) errors.message = CONTACT_MESSAGES.message;
  return Object.keys(errors).length ? { errors } : { values };
}
