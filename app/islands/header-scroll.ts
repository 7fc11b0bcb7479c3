// The header's look once the page is scrolled past the SPEC's 10 px (SPEC 2, Header):
// the header's classes read its data-scrolled attribute.
export const HEADER_SCROLL_THRESHOLD = 10;

export function watchHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  if (!header) return;
  const update = () => (header.dataset.scrolled = String(scrollY > HEADER_SCROLL_THRESHOLD));
  addEventListener("scroll", update, { passive: true });
  update();
}
