// The open chat panel: 350x500, closed by its X (or Escape, handled by the widget). Greetings get the canned
// reply. The first other message makes the bot ask where to reply; the visitor's
// address (checked like the form's) or a skip then posts the whole conversation to
// /api/contact as ONE lead, with the signed start time fetched when the panel opened
// and the honeypot field. Messages after the thanks start the next conversation, sent
// at once to the address already given, or after asking again.
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from "react";
import { Send, X } from "lucide-react";
import { CHAT_STORAGE_KEY, CHAT_TEXT, conversationText, isGreeting, type ChatConversation, type ChatMessage } from "../../../common/chat-rules.ts";
import { CHAT_PLACEHOLDER, FORM_TOKEN_FIELD, HONEYPOT_FIELD, SERVER_LIMITS } from "../../../common/contact-fields.ts";
import { checkEmail, cleanText } from "../../../common/contact-rules.ts";
import { apiRequest } from "../../lib/data/http.ts";
import { fetchFormToken } from "../../lib/forms/form-token.ts";
import { HoneypotField } from "../widgets/honeypot-field.tsx";
import { visitAttribution } from "../../lib/browser/visit.ts";

interface Props {
  conversation: ChatConversation;
  setConversation: Dispatch<SetStateAction<ChatConversation>>;
  onClose: () => void;
  /** Text typed into the plain form before the page's scripts ran. */
  initialInput?: string;
}

// A message key, unique within this conversation in this tab; not a date.
// eslint-disable-next-line no-restricted-properties -- browser-only id, never compared with the clock
const newId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const message = (text: string, isBot: boolean): ChatMessage => ({ id: newId(), text, isBot });

export default function ChatPanel({ conversation, setConversation, onClose, initialInput = "" }: Props) {
  const [input, setInput] = useState(initialInput);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formToken = useRef<Promise<string | undefined>>(undefined);
  const { messages, phase, start } = conversation;
  const asking = phase === "asking-email";

  // A visitor who leaves while the bot asks for an address must not lose the enquiry: as
  // the page goes away, the conversation is sent as it is (placeholder address) by beacon.
  const latest = useRef<{ conversation: ChatConversation; token?: string }>({ conversation });
  latest.current.conversation = conversation;
  // A token is spent by the lead that uses it (server/leads/spent-form-tokens.ts): one on
  // opening, and a new one after each message sent.
  const takeFreshToken = () => {
    latest.current.token = undefined;
    formToken.current = fetchFormToken();
    void formToken.current.then((token) => (latest.current.token = token));
  };
  useEffect(takeFreshToken, []);

  useEffect(() => {
    const onPageHide = () => {
      const { conversation: c, token } = latest.current;
      if (c.phase !== "asking-email") return;
      const lead = chatLead(c.messages.slice(c.start), undefined, token);
      if (!navigator.sendBeacon("/api/contact", new Blob([JSON.stringify(lead)], { type: "application/json" }))) return;
      const sent: ChatConversation = { ...c, phase: "sent", start: c.messages.length };
      sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(sent)); // a reload or Back does not send it twice
      setConversation(sent);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, [setConversation]);
  // At commit, not after paint: a key pressed as the panel appears already lands in it.
  useLayoutEffect(() => {
    (asking ? emailRef : inputRef).current?.focus();
  }, [asking]);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  /** One chat lead: the messages of this conversation, the address or the placeholder, the trap's fields. */
  function chatLead(conversationMessages: ChatMessage[], address: string | undefined, token: string | undefined) {
    return {
      name: CHAT_PLACEHOLDER.name,
      email: address ?? CHAT_PLACEHOLDER.email,
      message: conversationText(conversationMessages),
      source: "chat",
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
      [FORM_TOKEN_FIELD]: token,
      attribution: visitAttribution(),
    };
  }

  const add = (...added: ChatMessage[]) => setConversation((c) => ({ ...c, messages: [...c.messages, ...added] }));

  /** Posts messages[from..] as one lead; the thanks (or the error) comes back as the bot. */
  async function post(all: ChatMessage[], from: number, address: string | undefined) {
    setSending(true);
    try {
      // The token fetch failed when the panel opened (a network blip): try once more now.
      const token = (await formToken.current) ?? (await (formToken.current = fetchFormToken()));
      await apiRequest("POST", "/api/contact", chatLead(all.slice(from), address, token));
      takeFreshToken();
      setConversation((c) => {
        // A new address is shown as the visitor's answer once it is sent (not in the lead's message).
        const answer = address && address !== c.email ? [message(address, false)] : [];
        const messages = [...c.messages, ...answer, message(CHAT_TEXT.thanks, true)];
        return { messages, phase: "sent", start: messages.length, email: address ?? c.email };
      });
    } catch {
      // Still asking (or chatting): the visitor can try again and nothing is lost.
      add(message(CHAT_TEXT.error, true));
    } finally {
      setSending(false);
    }
  }

  function send() {
    const text = input.trim();
    if (!text || sending) return; // empty or whitespace-only input is ignored
    setInput("");
    const visitor = message(text, false);
    // After a sent conversation, this message opens the next one.
    const from = phase === "sent" ? messages.length : start;
    const all = [...messages, visitor];
    if (isGreeting(text)) {
      setConversation((c) => ({ ...c, messages: [...all, message(CHAT_TEXT.greetingReply, true)], phase: "chatting", start: from }));
      return;
    }
    if (conversation.email) {
      setConversation((c) => ({ ...c, messages: all, phase: "chatting", start: from }));
      void post(all, from, conversation.email);
      return;
    }
    setConversation((c) => ({ ...c, messages: [...all, message(CHAT_TEXT.askEmail, true)], phase: "asking-email", start: from }));
  }

  function sendWithAddress(skip: boolean) {
    if (sending) return;
    if (skip) return void post(messages, start, undefined);
    const error = checkEmail(email);
    setEmailError(error);
    if (error) return void emailRef.current?.focus();
    void post(messages, start, cleanText(email));
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  }

  // The lead carries the conversation in one message: keep it within the server's bound.
  const used = phase === "sent" ? 0 : conversationText(messages.slice(start)).length + 2;
  const room = Math.max(1, Math.min(SERVER_LIMITS.message, SERVER_LIMITS.message - used));

  return (
    <section
      role="dialog"
      aria-label={CHAT_TEXT.title}
      className="flex h-[500px] max-h-[calc(100dvh-6rem)] w-[350px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between bg-brand px-4 py-3 text-white">
        <h2 className="text-base font-semibold">{CHAT_TEXT.title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded p-1 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {/* Rather talk? The chat offers a booked call (issue 24). */}
      <p className="border-b border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
        Rather talk?{" "}
        <a href="/book" className="font-semibold text-brand underline underline-offset-4">
          Book a consultation
        </a>
      </p>
      <div className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4" aria-live="polite">
        {messages.map((m) => (
          <p
            key={m.id}
            data-testid={m.isBot ? "chat-bot-message" : "chat-user-message"}
            className={
              m.isBot
                ? "mr-8 rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200"
                : "ml-8 rounded-2xl rounded-tr-sm bg-brand px-3 py-2 text-sm break-words whitespace-pre-wrap text-white"
            }
          >
            {m.text}
          </p>
        ))}
        {sending ? <p className="text-xs text-slate-500">Sending…</p> : null}
        <div ref={endRef} />
      </div>
      <HoneypotField ref={honeypotRef} />
      {asking ? (
        <form
          className="border-t border-slate-200 p-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            sendWithAddress(false);
          }}
        >
          <label htmlFor="chat-email" className="block text-xs font-medium text-slate-700">
            {CHAT_TEXT.emailLabel}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              id="chat-email"
              ref={emailRef}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "chat-email-error" : undefined}
              maxLength={SERVER_LIMITS.email}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-red-600"
            />
            <button
              type="submit"
              disabled={sending}
              className="h-10 rounded-lg bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
            >
              Send
            </button>
            <button
              type="button"
              disabled={sending}
              onClick={() => sendWithAddress(true)}
              className="h-10 rounded-lg px-2 text-sm font-medium text-slate-700 underline hover:text-slate-900 disabled:opacity-50"
            >
              {CHAT_TEXT.skip}
            </button>
          </div>
          {emailError ? (
            <p id="chat-email-error" className="mt-1 text-xs text-red-700">
              {emailError}
            </p>
          ) : null}
        </form>
      ) : (
        <form
          className="flex items-end gap-2 border-t border-slate-200 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            rows={1}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={CHAT_TEXT.placeholder}
            maxLength={room}
            className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:outline-2 focus:outline-brand/30"
          />
          <button
            type="submit"
            aria-label="Send message"
            className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand text-white hover:bg-brand-dark disabled:opacity-50"
            disabled={sending}
          >
            <Send aria-hidden="true" className="h-4 w-4" />
          </button>
        </form>
      )}
    </section>
  );
}
