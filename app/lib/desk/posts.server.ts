// What the desk's post pages do on the server: read the editor's plain form post (it
// works without JavaScript: save, then a 303 back to the post) into the API's shapes
// (common/desk-post.ts), so the page and POST/PATCH /api/admin/posts check one way.
import { fieldErrors, newPostSchema, postPatchSchema, tagsFromText, type NewPost, type PostPatch } from "../../../common/desk-post.ts";
import type { DeskPost } from "../../../server/content/desk-posts.ts";

export { renderDeskPost, renderPostPreview } from "../../../server/content/post-preview.ts";
export { restoreRevision } from "../../../server/content/desk-posts.ts";

/** The editor's fields as typed, to show the form again after an error. */
export interface PostFormValues {
  slug: string;
  title: string;
  description: string;
  tags: string;
  image: string;
  author: string;
  markdown: string;
  /** datetime-local, UTC: YYYY-MM-DDTHH:MM */
  publishAt: string;
}

export type EditorIntent = "draft" | "publish" | "unpublish" | "preview";

const text = (body: Record<string, FormDataEntryValue>, name: string) => {
  const v = body[name];
  return typeof v === "string" ? v : "";
};

export function formValues(body: Record<string, FormDataEntryValue>): PostFormValues {
  return {
    slug: text(body, "slug").trim().toLowerCase(),
    title: text(body, "title"),
    description: text(body, "description"),
    tags: text(body, "tags"),
    image: text(body, "image"),
    author: text(body, "author"),
    // Browsers send a textarea's line breaks as CRLF: stored as the markdown's LF.
    markdown: text(body, "markdown").replace(/\r\n?/g, "\n"),
    publishAt: text(body, "publishAt").trim(),
  };
}

export const valuesOf = (post: DeskPost): PostFormValues => ({
  slug: post.slug,
  title: post.title,
  description: post.description,
  tags: post.tags.join(", "),
  image: post.image,
  author: post.author,
  markdown: post.markdown,
  publishAt: post.publishAt ? post.publishAt.slice(0, 16) : "",
});

export const emptyValues: PostFormValues = { slug: "", title: "", description: "", tags: "", image: "", author: "", markdown: "", publishAt: "" };

export function intentOf(body: Record<string, FormDataEntryValue>): EditorIntent {
  const v = text(body, "intent");
  return v === "publish" || v === "unpublish" || v === "preview" ? v : "draft";
}

/** The publish date field (UTC) as an ISO instant; "" is none; a bad one is a field error. */
function instant(value: string): string | null | { error: string } {
  if (value === "") return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : value);
  return Number.isNaN(ms) ? { error: "A date and time, e.g. 2027-01-15 09:00 (UTC)." } : new Date(ms).toISOString();
}

type Parsed<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

function fields(values: PostFormValues, intent: EditorIntent) {
  const at = instant(values.publishAt);
  return {
    at,
    input: {
      title: values.title,
      description: values.description,
      tags: tagsFromText(values.tags),
      image: values.image,
      author: values.author || undefined,
      markdown: values.markdown,
      status: intent === "publish" ? ("published" as const) : ("draft" as const),
      publishAt: at !== null && typeof at === "object" ? undefined : at,
    },
  };
}

export function parseNewPost(values: PostFormValues, intent: EditorIntent): Parsed<NewPost> {
  const { at, input } = fields(values, intent);
  const parsed = newPostSchema.safeParse({ ...input, slug: values.slug });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (at !== null && typeof at === "object") errors.publishAt = at.error;
  return parsed.success && !errors.publishAt ? { ok: true, input: parsed.data } : { ok: false, errors };
}

export function parsePostPatch(values: PostFormValues, intent: EditorIntent): Parsed<PostPatch> {
  const { at, input } = fields(values, intent);
  const parsed = postPatchSchema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (at !== null && typeof at === "object") errors.publishAt = at.error;
  return parsed.success && !errors.publishAt ? { ok: true, input: parsed.data } : { ok: false, errors };
}
