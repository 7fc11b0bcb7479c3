// What the header's native menus (<details>, and the Services dropdown in CSS) cannot do
// in HTML alone: Escape closes them (and the chat's bubble, while its island is still on
// its way: once hydrated, the chat handles Escape itself) and gives the focus back to
// their toggle, and a press
// elsewhere closes the mobile menu. The Services panel also shows on hover and focus
// (app.css "Services dropdown"); `data-dismissed` hides it under the pointer after
// Escape or a closing press, until the pointer and the focus have left.
export function enhanceMenus(): void {
  const mobile = document.querySelector<HTMLDetailsElement>("details[data-mobile-menu]");
  const services = document.querySelector<HTMLElement>(".services-menu");
  const chevron = services?.querySelector("details");

  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const target = e.target as Node;
    if (mobile?.open && mobile.contains(target)) {
      e.preventDefault();
      mobile.open = false;
      mobile.querySelector("summary")?.focus();
    } else if (services?.contains(target)) {
      e.preventDefault();
      if (chevron) chevron.open = false;
      services.setAttribute("data-dismissed", "");
      chevron?.querySelector("summary")?.focus();
    } else {
      const popup = (target as Element).closest?.<HTMLDetailsElement>("details[data-escape-closes][open]");
      if (!popup) return;
      e.preventDefault();
      popup.open = false;
      popup.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("pointerdown", (e) => {
    if (mobile?.open && !mobile.contains(e.target as Node)) mobile.open = false;
  });
  // A page restored from the back/forward cache shows its menus closed.
  addEventListener("pageshow", (e) => e.persisted && mobile && (mobile.open = false));

  if (!services || !chevron) return;
  const undismiss = () => services.removeAttribute("data-dismissed");
  chevron.querySelector("summary")?.addEventListener("click", () => chevron.open && services.setAttribute("data-dismissed", ""));
  chevron.addEventListener("toggle", () => chevron.open && undismiss());
  services.addEventListener("pointerleave", (e) => e.pointerType === "mouse" && !services.matches(":has(:focus-visible)") && undismiss());
  services.addEventListener("focusout", (e) => {
    if (e.relatedTarget instanceof Node && services.contains(e.relatedTarget)) return;
    chevron.open = false;
    undismiss();
  });
}
