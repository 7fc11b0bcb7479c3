// A broken image switches once to its placeholder (SPEC 4, Images). Public pages do
// not hydrate (decision 023), so SmartImage's React onError never runs there: this does
// its job on the attribute SmartImage renders, data-fallback-src.

function useFallback(img: HTMLImageElement): void {
  const fallback = img.dataset.fallbackSrc;
  if (!fallback) return;
  delete img.dataset.fallbackSrc; // once only: a broken placeholder must not loop
  img.removeAttribute("srcset"); // else the browser keeps choosing the broken candidates
  img.src = fallback;
  img.dataset.fallback = "true";
}

export function switchBrokenImages(): void {
  // Error events do not bubble: catch them on the way down.
  document.addEventListener("error", (e) => e.target instanceof HTMLImageElement && useFallback(e.target), true);
  // An image that failed before this script ran fired its error unseen: read its state.
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback-src]")) if (img.complete && !img.naturalWidth) useFallback(img);
}
