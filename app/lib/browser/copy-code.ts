// The copy button of code blocks (common/markdown/code-blocks.ts), as a progressive
// enhancement: the server sends the buttons hidden; the post screen reveals them when
// the clipboard can be written, and one delegated click handler copies the block.
const COPIED_FOR_MS = 2000;

export function revealCopyButtons(root: HTMLElement | null): void {
  if (!root || !navigator.clipboard) return;
  root.querySelectorAll<HTMLButtonElement>("button[data-copy]").forEach((b) => (b.hidden = false));
}

export function copyCodeOnClick(event: { target: EventTarget | null }): void {
  const button = (event.target as Element | null)?.closest?.("button[data-copy]");
  const block = button?.closest(".code-block");
  const code = block?.querySelector("pre")?.textContent;
  if (!button || code == null) return;
  const label = button.firstChild!;
  const status = block!.querySelector("[role=status]")!;
  const show = (text: string) => {
    label.textContent = text === "Copied" ? "Copied" : "Copy";
    status.textContent = text;
    setTimeout(() => ((label.textContent = "Copy"), (status.textContent = "")), COPIED_FOR_MS);
  };
  navigator.clipboard.writeText(code).then(
    () => show("Copied"),
    () => show("Copy failed"),
  );
}
