// The contact form's rules as the browser checks them (common/contact-rules.ts, no zod)
// and as the server's schema checks them (common/contact-schema.ts) give the same answer:
// a form the browser lets through is not refused by the server for the same fields, and
// the other way round, with the same messages.
import { describe, expect, it } from "vitest";
import { checkContactForm, checkEmail, CONTACT_MESSAGES, EMAIL_PATTERN, type ContactForm } from "../../common/contact-rules.ts";
import { contactRequestSchema, fieldErrors } from "../../common/contact-schema.ts";
import { z } from "zod";

const valid: ContactForm = { name: "Priya Raman", email: "priya@example.org", company: "", message: "We need help with our clusters." };
const forms: [string, ContactForm][] = [
  ["valid", valid],
  ["blank", { name: "", email: "", company: "", message: "" }],
  ["spaces only", { name: "   ", email: " ", message: "          " }],
  ["one letter and a combining accent", { ...valid, name: "e\u0301" }],
  ["two letters after NFC", { ...valid, name: "e\u0301e" }],
  ["a padded address", { ...valid, email: "  priya@example.org  " }],
  ["no top-level domain", { ...valid, email: "priya@example" }],
  ["a dot first", { ...valid, email: ".priya@example.org" }],
  ["two dots", { ...valid, email: "priya..r@example.org" }],
  ["plus and apostrophe", { ...valid, email: "o'neil+site@example.co.uk" }],
  ["a space inside", { ...valid, email: "priya r@example.org" }],
  ["nine letters of message", { ...valid, message: " 123456789 " }],
];

describe("the contact form's rules, in the browser and on the server", () => {
  it.each(forms)("agree on %s", (_, form) => {
    const browser = checkContactForm(form);
    const server = contactRequestSchema.safeParse(form);
    const serverErrors = server.success ? {} : fieldErrors(server.error);
    expect("errors" in browser ? browser.errors : {}).toEqual(serverErrors);
    if ("values" in browser && server.success)
      expect(browser.values).toMatchObject({ name: server.data.name, email: server.data.email, message: server.data.message });
  });

  it("take the addresses zod's z.email() took, which the server checked before", () => {
    const addresses = [...forms.map(([, f]) => f.email.trim()), "a-b@c-d.io", "a@b.c", "-a@b.co", "a@-b.co", "a_b@b.co", "a@b_c.co", "ü@b.co", "a.@b.co"];
    for (const address of addresses) expect(EMAIL_PATTERN.test(address), address).toBe(z.email().safeParse(address).success);
  });

  it("say what is wrong in the SPEC's words", () => {
    expect(checkContactForm({ name: "P", email: "nope", message: "short" })).toEqual({ errors: CONTACT_MESSAGES });
    expect(checkEmail("nope")).toBe(CONTACT_MESSAGES.email);
    expect(checkEmail(" priya@example.org ")).toBeUndefined();
  });
});
