// The only script a public page loads before any interaction (docs/decisions/023). It
// does what HTML and CSS cannot, in a few hundred bytes: the header's scroll state, the
// menus' Escape and outside click, the page view, the code copy buttons; and it wakes
// the React islands when they are needed (modelled on The Guardian's dotcom-rendering
// islands: idle, visible, interaction). React is fetched, as one chunk, only by the
// first island that wakes.
import { watchHeaderScroll } from "./header-scroll.ts";
import { enhanceMenus } from "./menus.ts";
import { countPageView } from "./page-view.ts";
import { switchBrokenImages } from "./image-fallback.ts";
import { copyCodeOnClick, revealCopyButtons } from "../lib/browser/copy-code.ts";
import { CONSENT_RESET_ATTRIBUTE, resetConsent } from "../components/consent-reset.ts";
import type { IslandName } from "./island-names.ts";

interface IslandModule {
  mount(root: HTMLElement, props: never): void | Promise<void>;
}
const islands: Record<IslandName, () => Promise<IslandModule>> = {
  chat: () => import("./chat.tsx"),
  contact: () => import("./contact.tsx"),
  consent: () => import("./consent.tsx"),
  booking: () => import("./booking.tsx"),
};

function wake(island: HTMLElement): void {
  if (island.dataset.started !== undefined) return;
  island.dataset.started = "";
  const data = island.querySelector(":scope>script[type='application/json']");
  const props: unknown = data ? JSON.parse(data.textContent!) : {};
  islands[island.dataset.island as IslandName]?.().then(
    (m) => m.mount(island.lastElementChild as HTMLElement, props as never),
    () => delete island.dataset.started, // offline: the next trigger tries again; the HTML still works
  );
}

/** When the browser is idle, or after 2 s at the latest (a busy page, or no requestIdleCallback). */
function idle(run: () => void): void {
  let done = false;
  const once = () => void (done || ((done = true), run()));
  window.requestIdleCallback?.(once, { timeout: 2000 });
  setTimeout(once, 2000);
}

function schedule(island: HTMLElement): void {
  const when = island.dataset.when;
  if (when === "idle") {
    idle(() => wake(island));
    return;
  }
  if (when === "visible") {
    // The wrappers have no box (display: contents): watch what they hold.
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (seen.disconnect(), wake(island)), { rootMargin: "200px" });
    for (const child of island.lastElementChild?.children ?? []) seen.observe(child);
    return;
  }
  // Opened or focused before this script ran (a slow line): wake it now.
  if (island.querySelector("details[open]") || island.contains(document.activeElement)) {
    wake(island);
    return;
  }
  const events = ["pointerover", "touchstart", "focusin", "click"];
  const go = () => {
    events.forEach((e) => island.removeEventListener(e, go));
    wake(island);
  };
  events.forEach((e) => island.addEventListener(e, go, { passive: true }));
}

/** Ctrl/Cmd+K or a plain press on the header's search link opens the dialog. */
function enableSearch(): void {
  const open = (opener: HTMLElement | null) =>
    import("./search.tsx").then(
      (m) => m.openSearch(opener),
      () => location.assign("/search"),
    );
  document.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
      e.preventDefault();
      void open(document.activeElement as HTMLElement | null);
    }
  });
  document.addEventListener("click", (e) => {
    const link = (e.target as Element).closest?.<HTMLElement>("a[data-search]");
    if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void open(link);
  });
}

/** The code blocks' copy buttons (blog posts): a few hundred bytes, not worth a request. */
function enableCodeCopy(): void {
  if (!document.querySelector("button[data-copy]")) return;
  revealCopyButtons(document.body);
  document.addEventListener("click", copyCodeOnClick);
}

/** The privacy policy's button that withdraws (or asks again for) the analytics consent. */
function enableConsentReset(): void {
  document.addEventListener("click", (e) => {
    if ((e.target as Element).closest?.(`[${CONSENT_RESET_ATTRIBUTE}]`)) resetConsent();
  });
}

switchBrokenImages();
watchHeaderScroll();
enhanceMenus();
enableSearch();
enableCodeCopy();
enableConsentReset();
document.querySelectorAll<HTMLElement>("[data-island]").forEach(schedule);
countPageView();
document.documentElement.dataset.scripts = "ready";
