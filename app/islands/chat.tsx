// The chat island: the bubble is a native <details> that opens without any script; the
// first pointer, touch or focus on it brings React and the chat panel.
import { ChatWidget } from "../components/chat/chat-widget.tsx";
import { hydrateIsland } from "./hydrate.tsx";

export function mount(root: HTMLElement): void {
  hydrateIsland(root, <ChatWidget />);
}
