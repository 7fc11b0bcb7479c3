// The lead page's e-mails: a form to write one (from a template: ?template=… fills it, so it
// works without JavaScript) and every e-mail sent from the desk, newest first, with who sent
// it, when, what it said and how its delivery went.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { EMAIL_SUBJECT_MAX, EMAIL_TEXT_MAX } from "../../../common/lead-email.ts";
import { REPLY_TEMPLATES, REPLY_TEMPLATE_LABEL } from "../../../common/reply-templates.ts";
import { DeskTime } from "./desk-time.tsx";

interface EmailView {
  id: number;
  sender: string;
  fromName: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm";

function DeliveryState({ email }: { email: EmailView }) {
  if (email.state === "delivered")
    return (
      <span className="text-emerald-800">
        Sent <DeskTime iso={email.deliveredAt ?? email.createdAt} />
      </span>
    );
  if (email.state === "failed")
    return (
      <span className="font-semibold text-rose-800">
        Not sent: gave up after {email.attempts} attempt{email.attempts === 1 ? "" : "s"}
      </span>
    );
  if (email.attempts > 0 && email.nextAttemptAt)
    return (
      <span className="font-semibold text-amber-800">
        Retrying ({email.attempts} failed), next try <DeskTime iso={email.nextAttemptAt} />
      </span>
    );
  return <span className="text-amber-800">Sending…</span>;
}

export function LeadEmails({ emails, className = "", children }: { emails: EmailView[]; className?: string; children: ReactNode }) {
  return (
    <section id="emails" aria-labelledby="emails-heading" className={`rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5 ${className}`}>
      <h2 id="emails-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        E-mails
      </h2>
      {children}
      {emails.length ? (
        <ol className="mt-4 space-y-3" aria-label="E-mails sent">
          {emails.map((e) => (
            <li key={e.id} className="rounded-md border border-slate-200 p-3">
              <details>
                <summary className="cursor-pointer list-none">
                  <span className="block font-medium text-slate-900">{e.subject}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {e.fromName} to {e.to} · <DeskTime iso={e.createdAt} /> · <DeliveryState email={e} />
                  </span>
                </summary>
                <p className="mt-2 whitespace-pre-wrap break-words border-t border-slate-100 pt-2 text-sm text-slate-800">{e.text}</p>
              </details>
              {e.lastError && e.state !== "delivered" ? (
                <p className="mt-1.5 break-words rounded bg-rose-50 px-2 py-1 text-xs text-rose-900">The mail server answered: {e.lastError}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export function LeadEmailForm(props: {
  leadId: number;
  csrf: string;
  busy: boolean;
  canSend: boolean;
  hasAddress: boolean;
  draft: { subject: string; text: string } | null;
}) {
  const { leadId, csrf, busy, canSend, hasAddress, draft } = props;
  if (!hasAddress) return <p className="mt-2 text-sm text-slate-600">No address: this chat ended without one, so there is nobody to e-mail.</p>;
  if (!canSend) return <p className="mt-2 text-sm text-slate-600">The desk cannot send e-mail: ask whoever runs the site to set SMTP_URL.</p>;
  return (
    <Form method="post" action={`/admin/leads/${leadId}#emails`} className="mt-3 space-y-3">
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="email" />
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span>Start from:</span>
        {REPLY_TEMPLATES.map((t) => (
          <Link
            key={t}
            to={`/admin/leads/${leadId}?template=${t}#emails`}
            preventScrollReset
            className="rounded-full px-2.5 py-0.5 font-medium text-brand ring-1 ring-slate-300 hover:bg-sky-50"
          >
            {REPLY_TEMPLATE_LABEL[t]}
          </Link>
        ))}
      </p>
      <label className="block text-xs font-medium text-slate-700">
        Subject
        <input name="subject" required maxLength={EMAIL_SUBJECT_MAX} defaultValue={draft?.subject ?? ""} className={control} />
      </label>
      <label className="block text-xs font-medium text-slate-700">
        Message
        <textarea name="text" required maxLength={EMAIL_TEXT_MAX} rows={draft ? 12 : 5} defaultValue={draft?.text ?? ""} className={control} />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          Send e-mail
        </button>
        <span className="text-xs text-slate-500">From your name; replies come to your inbox.</span>
      </div>
    </Form>
  );
}
