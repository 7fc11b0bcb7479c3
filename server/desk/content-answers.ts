// How the desk's content APIs (posts, case studies, pages) answer a save and check a body,
// one way: 400 names each field at fault ({ error, fields }), 404 and 409 say why.
import express, { type Response } from "express";

/** Bodies of the content APIs: a post or page with a long body fits. */
export const contentJson = express.json({ limit: "512kb" });

export type Refusal = { ok: false; status: number; error: string; fields?: Record<string, string> };

export function refuse(res: Response, refusal: Refusal): void {
  res.status(refusal.status).json({ error: refusal.error, ...(refusal.fields ? { fields: refusal.fields } : {}) });
}

/** The markdown of a preview request, or undefined after answering 400. */
export function previewMarkdown(body: unknown, res: Response): string | undefined {
  const markdown = typeof body === "object" && body !== null ? (body as { markdown?: unknown }).markdown : undefined;
  if (typeof markdown === "string" && markdown.length <= 200_000) return markdown;
  res.status(400).json({ error: "markdown: a string of at most 200,000 characters." });
  return undefined;
}

/** A PATCH that tries to change the address: 400 (old links would break; there are no redirects). */
export function refusesSlug(body: unknown, res: Response, what: string): boolean {
  if (typeof body !== "object" || body === null || !("slug" in body)) return false;
  const error = `${what}'s address does not change.`;
  res.status(400).json({ error, fields: { slug: error } });
  return true;
}
