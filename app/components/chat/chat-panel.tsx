// The open chat panel: 350x500, closed by its X or Escape. Greetings get the canned
// reply; any other text is posted to /api/contact with the SPEC's placeholders, the
// signed start time fetched when the panel opened, and the honeypot field.
import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from "react";
import { Send, X } from "lucide-react";
import { CHAT_TEXT, isGreeting, type ChatMessage } from "../../../common/chat-rules.ts";
import { CHAT_PLACEHOLDER, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../../common/contact-schema.ts";
import { apiRequest } from "../../lib/http.ts";
import { fetchFormToken } from "../../lib/form-token.ts";

interface Props {
  messages: ChatMessage[];
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  onClose: () => void;
}

const newId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export default function ChatPanel({ messages, setMessages, onClose }: Props) {
  const [input, setInput] = useState("");
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formToken = useRef<Promise<string | undefined>>(undefined);

  useEffect(() => {
    inputRef.current?.focus();
    formToken.current = fetchFormToken();
  }, []);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  const add = (text: string, isBot: boolean) => setMessages((m) => [...m, { id: newId(), text, isBot }]);

  async function send() {
    const text = input.trim();
    if (!text || sending) return; // empty or whitespace-only input is ignored
    add(text, false);
    setInput("");
    if (isGreeting(text)) {
      add(CHAT_TEXT.greetingReply, true);
      return;
    }
    setSending(true);
    try {
      // The token fetch failed when the panel opened (a network blip): try once more now.
      const token = (await formToken.current) ?? (await (formToken.current = fetchFormToken()));
      await apiRequest("POST", "/api/contact", {
        name: CHAT_PLACEHOLDER.name,
        email: CHAT_PLACEHOLDER.email,
        message: text,
        source: "chat",
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
        [FORM_TOKEN_FIELD]: token,
      });
      add(CHAT_TEXT.thanks, true);
    } catch {
      add(CHAT_TEXT.error, true);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <section
      role="dialog"
      aria-label={CHAT_TEXT.title}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="flex h-[500px] max-h-[calc(100dvh-2rem)] w-[350px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <header className="flex items-center justify-between bg-[#0f4f95] px-4 py-3 text-white">
        <h2 className="text-base font-semibold">{CHAT_TEXT.title}</h2>
        <button type="button" onClick={onClose} aria-label="Close chat" className="rounded p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white">
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4" aria-live="polite">
        {messages.map((m) => (
          <p
            key={m.id}
            data-testid={m.isBot ? "chat-bot-message" : "chat-user-message"}
            className={
              m.isBot
                ? "mr-8 rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200"
                : "ml-8 rounded-2xl rounded-tr-sm bg-[#0f4f95] px-3 py-2 text-sm text-white"
            }
          >
            {m.text}
          </p>
        ))}
        {sending ? <p className="text-xs text-slate-500">Sending…</p> : null}
        <div ref={endRef} />
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {/* Hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input ref={honeypotRef} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <label htmlFor="chat-input" className="sr-only">Message</label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CHAT_TEXT.placeholder}
          maxLength={5000}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-[#0f4f95] focus:outline-2 focus:outline-[#0f4f95]/30"
        />
        <button type="submit" aria-label="Send message" className="flex h-10 w-10 items-center justify-center rounded-lg bg-[#0f4f95] text-white hover:bg-[#0b3d74] disabled:opacity-50" disabled={sending}>
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
