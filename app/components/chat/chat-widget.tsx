// The floating chat (SPEC 'Chat widget'), on every page. Only the button ships with
// the page; the panel's code loads when the visitor opens it. The conversation lives
// above the routes and in sessionStorage, so it survives navigation and full loads.
import { lazy, Suspense, useEffect, useState } from "react";
import { MessageCircle } from "lucide-react";
import { CHAT_TEXT, type ChatMessage } from "../../../common/chat-rules.ts";

const ChatPanel = lazy(() => import("./chat-panel.tsx"));
const STORAGE_KEY = "chat-conversation";
const greeting: ChatMessage[] = [{ id: "greeting", text: CHAT_TEXT.greeting, isBot: true }];

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(greeting);

  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(STORAGE_KEY);
      if (saved) setMessages(JSON.parse(saved) as ChatMessage[]);
    } catch {
      /* storage unavailable: keep the greeting */
    }
  }, []);
  useEffect(() => {
    try {
      if (messages !== greeting) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
    } catch {
      /* storage unavailable */
    }
  }, [messages]);

  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 print:hidden">
      {open ? (
        <Suspense fallback={<div className="h-[500px] w-[350px] max-w-[calc(100vw-2rem)] animate-pulse rounded-2xl bg-white shadow-2xl" aria-busy="true" />}>
          <ChatPanel messages={messages} setMessages={setMessages} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <div className="group flex items-center gap-3">
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="pointer-events-none translate-x-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 opacity-0 shadow-lg ring-1 ring-slate-200 transition group-hover:pointer-events-auto group-hover:translate-x-0 group-hover:opacity-100 motion-reduce:transition-none"
            tabIndex={-1}
            aria-hidden="true"
          >
            {CHAT_TEXT.teaser}
          </button>
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label="Open chat"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-[#0f4f95] text-white shadow-lg transition hover:bg-[#0b3d74] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#0f4f95]"
          >
            <MessageCircle aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      )}
    </div>
  );
}
