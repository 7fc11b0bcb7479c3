// "N min read" for a post: words of its text at an adult's silent reading pace.
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
