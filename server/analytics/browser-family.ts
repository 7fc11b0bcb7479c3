// The coarse kind of browser a visitor uses: part of the visitor key with their address,
// so two people behind one address with different browsers count as two. Only this coarse
// family: a full user agent is the sender's to choose, and one address varying it (a
// version, a suffix) would count as any number of visitors (security audit L-5).
const FAMILIES: [string, RegExp][] = [
  ["edge", /\bEdg(e|A|iOS)?\//],
  ["opera", /\bOPR\//],
  ["samsung", /\bSamsungBrowser\//],
  ["firefox", /\b(Firefox|FxiOS)\//],
  ["chrome", /\b(Chrome|CriOS|Chromium)\//],
  ["safari", /\bSafari\//],
];

/** e.g. "chrome mobile", "firefox desktop", "other desktop". */
export function browserFamily(userAgent: string): string {
  const family = FAMILIES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "other";
  return `${family} ${/\bMobi|\bAndroid|\biPhone|\biPad/.test(userAgent) ? "mobile" : "desktop"}`;
}
