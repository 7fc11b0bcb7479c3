// 'Send Us a Message' (SPEC 2 and 4): react-hook-form with the shared zod schema;
// validation on submit, then on each change. With JavaScript it posts JSON to
// /api/contact and shows a toast; without, the browser posts the same form to the
// route action, which answers with errors (values kept) or a confirmation.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { contactFormSchema, emptyContactForm, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type ContactForm } from "../../../common/contact-schema.ts";
import { apiRequest } from "../../lib/http.ts";
import { toast } from "../ui/toaster.tsx";

interface Props {
  /** The server-signed start time from the page's loader; posted with the enquiry. */
  formToken: string;
  /** Errors and values from a no-JavaScript post, shown on the re-rendered page. */
  serverErrors?: Record<string, string>;
  serverValues?: Partial<ContactForm>;
}

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-[#0f4f95] focus:outline-2 focus:outline-[#0f4f95]/30 aria-[invalid=true]:border-red-600";

export function ContactFormCard({ formToken, serverErrors, serverValues }: Props) {
  const form = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...emptyContactForm, ...serverValues },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const send = useMutation({
    mutationFn: (values: ContactForm & { website: string }) => apiRequest("POST", "/api/contact", { ...values, [FORM_TOKEN_FIELD]: formToken }),
    onSuccess: () => {
      toast({ title: "Message Sent", description: "Thank you for your message. We'll get back to you shortly." });
      form.reset(emptyContactForm);
    },
    onError: () => {
      toast({ variant: "destructive", title: "Error", description: "There was a problem sending your message. Please try again." });
    },
  });
  const errors = form.formState.errors;
  const errorOf = (field: keyof ContactForm) => errors[field]?.message ?? serverErrors?.[field];

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
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-red-700">{errorOf(name)}</p>
      ) : null}
    </div>
  );

  return (
    <form
      method="post"
      action="/contact"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate({ ...values, website: readHoneypot() }))}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {field("name", "Full Name", "text", "name")}
        {field("email", "Email Address", "email", "email")}
      </div>
      {field("company", "Company Name", "text", "organization", true)}
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">How can we help?</label>
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
          <p id="contact-message-error" className="mt-1.5 text-sm text-red-700">{errorOf("message")}</p>
        ) : null}
      </div>
      {/* Hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-[#0f4f95] px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-[#0b3d74] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#0f4f95] disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {send.isPending ? (
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
