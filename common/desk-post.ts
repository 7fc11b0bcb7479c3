// A post as the desk's editor and its API take it (POST and PATCH /api/admin/posts):
// the same limits as a post written as a file (common/content-schema.ts), so a post
// moves between the two without surprises. Field errors name the field, for the form.
import { z } from "zod";

export const POST_STATUSES = ["draft", "published"] as const;
/** What a person sees: a published post whose instant is ahead is scheduled. */
export type PostState = "draft" | "scheduled" | "published";

export const postSlug = z
  .string()
  .trim()
  .min(3, "At least 3 characters.")
  .max(80, "At most 80 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only, e.g. my-first-post.");

// A cover image is a site path (/images/…) or an https address; an upload gives a site path.
export const coverImage = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === "" || /^\/[\w./-]+\.(?:jpe?g|png|webp|avif|svg)$/i.test(v) || /^https:\/\/\S+$/.test(v),
    "A site path such as /images/blog/cover.jpg, or an https:// address.",
  );

export const postFields = z.object({
  title: z.string().trim().min(3, "At least 3 characters.").max(200, "At most 200 characters."),
  description: z.string().trim().min(40, "At least 40 characters: it is the card's text and the search engines' summary.").max(300, "At most 300 characters."),
  tags: z.array(z.string().trim().min(1).max(40)).max(10, "At most 10 tags."),
  image: coverImage,
  author: z.string().trim().max(120).optional(),
  markdown: z.string().max(200_000, "At most 200,000 characters."),
  status: z.enum(POST_STATUSES),
  /** ISO instant; in the future with "published": scheduled. Null clears it. */
  publishAt: z.iso.datetime({ offset: true, message: "A date and time, e.g. 2027-01-15T09:00:00Z." }).nullable().optional(),
});

// No defaults in the patch: a default would overwrite the stored field a patch leaves out.
export const newPostSchema = postFields.extend({ slug: postSlug, image: coverImage.default("") });
export const postPatchSchema = postFields.partial();
export type NewPost = z.infer<typeof newPostSchema>;
export type PostPatch = z.infer<typeof postPatchSchema>;

/** A 400's body: one message per field, as the form shows them beside the field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    out[field] ??= issue.message;
  }
  return out;
}

/** Tags as a person types them: "Kubernetes, Argo CD". */
export const tagsFromText = (text: string): string[] =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
