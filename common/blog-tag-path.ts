// A tag's address: `/blog/tag/{slug}`, the slug lower-case and hyphenated ("Argo CD" ->
// "argo-cd"). Tiny and dependency-free, because blog cards on first-load pages link tags.

/** "Argo CD" -> "argo-cd", "AI Agents" -> "ai-agents"; accents dropped, other characters become hyphens. */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const tagPath = (tag: string) => `/blog/tag/${tagSlug(tag)}`;
export const tagFeedPath = (tag: string) => `${tagPath(tag)}/rss.xml`;
