// The confirmation that replaces the contact form once a message is stored: after the
// no-JavaScript post's redirect (/contact?sent=1#message-sent, the fragment scrolls it to
// the top) and after the JavaScript send. Its heading takes focus, so a screen reader
// announces the outcome and the keyboard continues from here.
import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { CONTACT_TOAST } from "../../../common/spec-texts.ts";

export const MESSAGE_SENT_ID = "message-sent";

interface Props {
  /** With JavaScript: a fresh form in place (new signed token). Without: a link to /contact. */
  onSendAnother?: () => void;
}

export function MessageSent({ onSendAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const buttonClass =
    "inline-flex items-center justify-center rounded-lg bg-brand px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";
  return (
    <div id={MESSAGE_SENT_ID} role="status" className="flex scroll-mt-28 gap-3 rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
      <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {CONTACT_TOAST.sent.title}
        </h3>
        <p className="mt-1">{CONTACT_TOAST.sent.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {onSendAnother ? (
            <button type="button" onClick={onSendAnother} className={buttonClass}>
              Send another message
            </button>
          ) : (
            <a href="/contact" className={buttonClass}>
              Send another message
            </a>
          )}
          <a href="/book" className="font-medium text-emerald-900 underline">
            Book a consultation now
          </a>
          <a href="/" className="font-medium text-emerald-900 underline">
            Back to the home page
          </a>
        </div>
      </div>
    </div>
  );
}
