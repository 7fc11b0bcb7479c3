// 'Send Us a Message' (SPEC 2 and 4): react-hook-form with the form's rules
// (common/contact-rules.ts, no zod in the browser); validation on submit, then on each change. With JavaScript it posts JSON to
// /api/contact, shows the toast and tells the page (which shows the confirmation);
// errors sit under their fields and the first invalid field takes focus. Without, the
// browser posts the same form to the route action, which redirects to the confirmation
// or answers with the form, an error summary linking to the fields, and the values kept.
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Loader2 } from "lucide-react";
import { checkContactForm, emptyContactForm, type ContactForm } from "../../../common/contact-rules.ts";
import { FORM_TOKEN_FIELD } from "../../../common/contact-fields.ts";
import { apiRequest } from "../../lib/data/http.ts";
import { HttpError } from "../../../common/http-error.ts";
import { toast } from "../ui/toast-store.ts";
import { HoneypotField } from "../widgets/honeypot-field.tsx";
import { visitAttribution } from "../../lib/browser/visit.ts";
import { CONTACT_TOAST } from "../../../common/spec-texts.ts";

interface Props {
  /** The server-signed start time from the page's loader; posted with the enquiry. */
  formToken: string;
  /** Where the visit came from as the server saw it (JSON), for a post sent without JavaScript. */
  plainAttribution?: string;
  /** Errors and values from a no-JavaScript post, shown on the re-rendered page. */
  serverErrors?: Record<string, string>;
  serverValues?: Partial<ContactForm>;
  /** A fresh form after "Send another message": the first field takes focus. */
  focusOnMount?: boolean;
  onSent: () => void;
}

/** Where a no-JavaScript post lands: the card's top, so its errors are in view. */
export const CONTACT_CARD_ID = "contact-form-card";
const FIELDS = ["name", "email", "company", "message"] as const satisfies readonly (keyof ContactForm)[];
const LABELS: Record<keyof ContactForm, string> = { name: "Full Name", email: "Email Address", company: "Company Name", message: "How can we help?" };

/** The field errors of a 400 from /api/contact ({ error, fields }), if that is what failed. */
function fieldErrorsOf(error: unknown): Partial<Record<keyof ContactForm, string>> | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const body = JSON.parse(error.body) as { fields?: Record<string, string> };
    return body.fields;
  } catch {
    return undefined;
  }
}

/** The form's rules as react-hook-form asks for them: the cleaned values, or an error per field at fault. */
const resolver: Resolver<ContactForm> = (form) => {
  const checked = checkContactForm(form);
  if ("values" in checked) return { values: checked.values, errors: {} };
  const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, { type: "validate", message }]));
  return { values: {}, errors };
};

const inputClass =
  "mt-1.5 block w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-red-600";

export function ContactFormCard({ formToken, plainAttribution, serverErrors, serverValues, focusOnMount, onSent }: Props) {
  const form = useForm<ContactForm>({
    resolver,
    defaultValues: { ...emptyContactForm, ...serverValues },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  // One send at a time; the button says so while it lasts.
  const [sending, setSending] = useState(false);
  const send = async (values: ContactForm & { website: string }) => {
    setSending(true);
    try {
      await apiRequest("POST", "/api/contact", { ...values, [FORM_TOKEN_FIELD]: formToken, attribution: visitAttribution() });
    } catch (error) {
      setSending(false);
      const fields = fieldErrorsOf(error);
      const invalid = FIELDS.filter((f) => fields?.[f]);
      if (invalid.length) invalid.forEach((f, i) => form.setError(f, { message: fields![f] }, { shouldFocus: i === 0 }));
      else toast(CONTACT_TOAST.failed);
      return;
    }
    setSending(false);
    toast(CONTACT_TOAST.sent);
    form.reset(emptyContactForm);
    onSent();
  };
  const errors = form.formState.errors;
  // The server's errors stand until the visitor sends again; then the form's own rule.
  const fromServer = form.formState.isSubmitted ? undefined : serverErrors;
  const errorOf = (field: keyof ContactForm) => errors[field]?.message ?? fromServer?.[field];
  const serverInvalid = FIELDS.filter((f) => fromServer?.[f]);

  // With JavaScript, a page that came back with errors (sent before the scripts ran)
  // puts the cursor in the first field at fault; a fresh form in its first field.
  useEffect(() => {
    const first = serverInvalid[0] ?? (focusOnMount ? "name" : undefined);
    if (first) form.setFocus(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: keyof ContactForm, label: string, type = "text", autoComplete?: string, optional = false) => (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      <input
        id={`contact-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `contact-${name}-error` : undefined}
        className={inputClass}
        // Server-rendered value, so a no-JavaScript post that failed keeps what was typed.
        defaultValue={serverValues?.[name] ?? ""}
        {...form.register(name)}
      />
      {errorOf(name) ? (
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-red-700">
          {errorOf(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      method="post"
      action={`/contact#${CONTACT_CARD_ID}`}
      noValidate
      onSubmit={form.handleSubmit((values) => send({ ...values, website: readHoneypot() }))}
      className="space-y-5"
    >
      {serverInvalid.length ? (
        <div role="alert" aria-labelledby="contact-error-summary" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <h3 id="contact-error-summary" className="font-semibold">
            Please correct {serverInvalid.length === 1 ? "this field" : "these fields"}:
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {serverInvalid.map((f) => (
              <li key={f}>
                <a href={`#contact-${f}`} className="underline">
                  {LABELS[f]}: {fromServer![f]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name", LABELS.name, "text", "name")}
        {field("email", LABELS.email, "email", "email")}
      </div>
      {field("company", LABELS.company, "text", "organization", true)}
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
          {LABELS.message}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          aria-invalid={errorOf("message") ? true : undefined}
          aria-describedby={errorOf("message") ? "contact-message-error" : undefined}
          className={inputClass}
          defaultValue={serverValues?.message ?? ""}
          {...form.register("message")}
        />
        {errorOf("message") ? (
          <p id="contact-message-error" className="mt-1.5 text-sm text-red-700">
            {errorOf("message")}
          </p>
        ) : null}
      </div>
      <HoneypotField id="contact-website" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {plainAttribution ? <input type="hidden" name="attribution" value={plainAttribution} /> : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {sending ? (
          <>
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            Sending...
          </>
        ) : (
          "Send Message"
        )}
      </button>
    </form>
  );
}

function readHoneypot(): string {
  return (document.getElementById("contact-website") as HTMLInputElement | null)?.value ?? "";
}
