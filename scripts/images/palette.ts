// The brand palette and a seeded random source, so every image is distinct but stable.
import { BRAND_COLOR } from "../../common/brand.ts";

export const palette = {
  navy: "#0b1f3a",
  brand: BRAND_COLOR,
  sky: "#38bdf8",
  teal: "#14b8a6",
  amber: "#f59e0b",
  slate: "#94a3b8",
  white: "#ffffff",
};

export function seeded(text: string): () => number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}
