// What a blog card shows of a post (SPEC 2 /blog, 5, 9): a plain-text excerpt and at
// most two tags. Kept apart from the blog rules so list pages load no markdown or YAML parser.
export const CARD_EXCERPT_LENGTH = 180;
export const DEFAULT_EXCERPT_LENGTH = 150;
export const MAX_CARD_TAGS = 2;

/** Plain text of already sanitized HTML: every tag removed, entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Plain text of a post's content for card excerpts, without loading a markdown parser
 * on list pages (it would double their JavaScript): HTML content is stripped of tags;
 * markdown is stripped of code blocks, syntax and link targets. The result is only ever
 * rendered as text, so nothing in it can execute.
 */
export function contentToPlainText(content: string): string {
  if (content.trimStart().startsWith("<")) return htmlToPlainText(content);
  const text = content
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^\[\^[^\]]+\]:.*$/gm, " ")
    .replace(/\[\^[^\]]+\]/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]\s+\[[ xX]\]|[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ")
    .replace(/\|/g, " ")
    .replace(/(\*\*|__|~~|\*|`)/g, "");
  return htmlToPlainText(text);
}

/** SPEC 9: 180 characters on cards (150 elsewhere), '...' appended when cut. */
export function excerpt(plainText: string, length = DEFAULT_EXCERPT_LENGTH): string {
  return plainText.length > length ? `${plainText.slice(0, length)}...` : plainText;
}

/** SPEC 2, blog cards: the first 2 tags, and '...' when there are more. */
export function cardTags(tags: string[]): { shown: string[]; more: boolean } {
  return { shown: tags.slice(0, MAX_CARD_TAGS), more: tags.length > MAX_CARD_TAGS };
}
