// Title case for navigation labels. CSS `text-transform: capitalize` upper-cases every
// word and every part of a hyphenated word, which printed "End-To-End DevOps" and
// "Terms Of Service"; this keeps short function words lower case (except at the very
// start and end) and never lowers other letters, so "DevOps", "WebRTC" and "SRE" survive.
const SMALL = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "vs", "via", "with"]);

export function titleCase(text: string): string {
  // Words and the parts of hyphenated words, with the separators kept: ["end", "-", "to", ...].
  const tokens = text.split(/([\s-]+)/);
  const parts = tokens.map((t, i) => (i % 2 === 0 && t ? i : -1)).filter((i) => i >= 0);
  const first = parts[0];
  const last = parts[parts.length - 1];
  return tokens
    .map((t, i) => {
      if (i % 2 === 1 || !t) return t;
      if (SMALL.has(t.toLowerCase()) && i !== first && i !== last) return t.toLowerCase();
      return t.charAt(0).toUpperCase() + t.slice(1);
    })
    .join("");
}
