// The chat before (or without) JavaScript: the same 350x500 box as the chat panel, with
// the greeting and a plain form that posts the first message to /chat. That page asks
// where to reply and carries the signed start time (this form sits on cached pages,
// which cannot). Also the stand-in while the chat panel's code loads.
import { Send } from "lucide-react";
import { CHAT_TEXT } from "../../../common/chat-rules.ts";
import { SERVER_LIMITS } from "../../../common/contact-fields.ts";
import { HoneypotField } from "../widgets/honeypot-field.tsx";

export function PlainChatPanel() {
  return (
    <section
      aria-label={CHAT_TEXT.title}
      className="flex h-[500px] max-h-[calc(100dvh-6rem)] w-[350px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between bg-brand px-4 py-3 text-white">
        <h2 className="text-base font-semibold">{CHAT_TEXT.title}</h2>
      </div>
      {/* Rather talk? The chat offers a booked call (issue 24). */}
      <p className="border-b border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
        Rather talk?{" "}
        <a href="/book" className="font-semibold text-brand underline underline-offset-4">
          Book a consultation
        </a>
      </p>
      <div className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4">
        <p className="mr-8 rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200">{CHAT_TEXT.greeting}</p>
      </div>
      <form method="post" action="/chat" className="flex items-end gap-2 border-t border-slate-200 p-3">
        <HoneypotField />
        <label htmlFor="chat-plain-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-plain-input"
          name="message"
          rows={1}
          required
          placeholder={CHAT_TEXT.placeholder}
          maxLength={SERVER_LIMITS.message}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:outline-2 focus:outline-brand/30"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand text-white hover:bg-brand-dark"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
