// Navigation between public pages (docs/decisions/024): the browser prerenders a
// same-origin page when the pointer rests on its link (moderate eagerness), so a click
// shows it at once. Never the desk, search results, the API, feeds and other files,
// the chat's per-visitor page, or any link with a query (matched by the link's markup:
// a URL pattern's search part also matches an empty query): nothing with a side effect
// or a per-visitor answer. Chromium only; other browsers ignore the element.
const EXCLUDED_PATHS = ["/admin", "/admin/*", "/search", "/chat", "/api/*", "/blogs/*", "/*.*"];
const EXCLUDED_LINKS = "a[href*='?'], a[download], [rel~=nofollow]";

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: EXCLUDED_PATHS } }, { not: { selector_matches: EXCLUDED_LINKS } }] },
      eagerness: "moderate",
    },
  ],
});

export function SpeculationRules({ nonce }: { nonce: string }) {
  return <script type="speculationrules" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}
