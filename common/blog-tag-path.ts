// A tag's slug, lower-case and hyphenated ("Argo CD" -> "argo-cd"): its page's address
// is tagPath (common/paths.ts). Tiny and dependency-free, because blog cards on
// first-load pages link tags.

/** "Argo CD" -> "argo-cd", "AI Agents" -> "ai-agents"; accents dropped, other characters become hyphens. */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
