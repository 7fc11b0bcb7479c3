// Navigation between public pages (docs/decisions/024): the browser prerenders a
// same-origin page when the pointer rests on its link (moderate eagerness), so a click
// shows it at once. Never the desk, search results, the API, feeds and other files,
// the chat's per-visitor page, or any URL with a query: nothing with a side effect or
// a per-visitor answer. Chromium only; other browsers ignore the element.
const EXCLUDED = ["/admin", "/admin/*", "/search", "/chat", "/api/*", "/blogs/*", "/*\\?*", "/*.*"];

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: EXCLUDED } }] }, eagerness: "moderate" }],
});

export function SpeculationRules({ nonce }: { nonce: string }) {
  return <script type="speculationrules" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}
