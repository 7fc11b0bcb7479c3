// A page of content/pages/ as the desk edits it (GET/PATCH /api/admin/pages/{slug}): the
// words of its file (title, description, heading, lead, body), checked by the file's own
// rules (common/content-schema.ts: lengths and the placeholders such as {siteName}). The
// kicker and the address stay the file's.
import { z } from "zod";
import { pageBody, pageFrontMatter } from "./content-schema.ts";

// The body's size is bounded by the API's JSON limit and the form's body limit.
export const pageFields = pageFrontMatter.pick({ title: true, description: true, heading: true, lead: true }).extend({ markdown: pageBody });
export type PageFields = z.infer<typeof pageFields>;

/** How a save lands: a draft waits beside the live page; publishing makes it the live page. */
export const PAGE_INTENTS = ["draft", "publish"] as const;
export const pageSaveSchema = pageFields.extend({ intent: z.enum(PAGE_INTENTS).default("publish") });
export type PageSave = z.infer<typeof pageSaveSchema>;

/** What a person sees: the file's words, the desk's, or the desk's with a draft waiting. */
export type PageState = "file" | "published" | "draft";
