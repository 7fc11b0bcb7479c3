// The floating chat (SPEC 'Chat widget'), on every page. The bubble is a native
// disclosure (<details>) holding a plain form that posts to /chat, so it opens and
// works before the scripts run and without them (the /chat page then asks where to
// reply, with a signed start time this cached page cannot carry). Once hydrated, React
// takes the same element over: the same box shows the chat panel, whose code comes with
// the island's (it wakes on the first touch, pointer or focus on the bubble, so React and
// the panel are fetched side by side, not one after the other). The conversation lives above the routes and in
// sessionStorage, so it survives navigation and full loads.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { MessageCircle, X } from "lucide-react";
import { CHAT_STORAGE_KEY, CHAT_TEXT, type ChatConversation } from "../../../common/chat-rules.ts";
import { PlainChatPanel } from "./plain-chat-panel.tsx";
import ChatPanel from "./chat-panel.tsx";

const initial: ChatConversation = { messages: [{ id: "greeting", text: CHAT_TEXT.greeting, isBot: true }], phase: "chatting", start: 1 };

function restore(saved: string): ChatConversation | undefined {
  const value = JSON.parse(saved) as ChatConversation | ChatConversation["messages"];
  // An earlier version stored the messages alone.
  if (Array.isArray(value)) return { messages: value, phase: "chatting", start: value.length };
  return value && Array.isArray(value.messages) ? value : undefined;
}

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [conversation, setConversation] = useState<ChatConversation>(initial);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const typedBefore = useRef("");
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(CHAT_STORAGE_KEY);
      const restored = saved ? restore(saved) : undefined;
      if (restored) setConversation(restored);
    } catch {
      /* storage unavailable: keep the greeting */
    }
    // Opened (and maybe typed in) before the scripts ran: carry on in the same box.
    typedBefore.current = details.current?.querySelector("textarea")?.value ?? "";
    if (details.current?.open) setOpen(true);
    setHydrated(true);
  }, []);
  useEffect(() => {
    try {
      if (conversation !== initial) sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(conversation));
    } catch {
      /* storage unavailable */
    }
  }, [conversation]);

  // React decides from here on; the browser's own toggle would fight it.
  function toggle(e: MouseEvent) {
    e.preventDefault();
    setOpen((o) => !o);
  }
  // Focus goes back to the bubble once the panel is gone, after any effect of its own
  // (an Escape right after opening can come before the panel has focused its field).
  const returnFocus = useRef(false);
  function close() {
    returnFocus.current = true;
    setOpen(false);
  }
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    summary.current?.focus();
  }, [open]);
  // Escape closes the chat wherever the focus is inside it: in the panel, or still on the
  // bubble just clicked (the panel moves the focus to its field only once it has mounted).
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== "Escape" || !open) return;
    e.stopPropagation();
    close();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape bubbles here from the panel's controls
    <details
      ref={details}
      data-escape-closes=""
      open={hydrated ? open : undefined}
      onKeyDown={hydrated ? onKeyDown : undefined}
      className="group fixed right-4 bottom-4 z-50 print:hidden [&_summary::-webkit-details-marker]:hidden"
    >
      <summary
        ref={summary}
        onClick={hydrated ? toggle : undefined}
        aria-label="Open chat"
        className="peer relative flex h-14 w-14 cursor-pointer list-none items-center justify-center rounded-full bg-brand text-white shadow-lg transition hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-[calc(100%+0.75rem)] -translate-y-1/2 translate-x-2 rounded-full bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-800 opacity-0 shadow-lg ring-1 ring-slate-200 transition group-open:hidden hover:pointer-events-auto motion-reduce:transition-none [summary:hover>&]:translate-x-0 [summary:hover>&]:opacity-100"
        >
          {CHAT_TEXT.teaser}
        </span>
        <MessageCircle aria-hidden="true" className="h-6 w-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div className="absolute right-0 bottom-[4.25rem]">
        {hydrated && open ? (
          <ChatPanel conversation={conversation} setConversation={setConversation} onClose={close} initialInput={typedBefore.current} />
        ) : (
          <PlainChatPanel />
        )}
      </div>
    </details>
  );
}
