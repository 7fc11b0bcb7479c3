// What the desk's case-study pages do on the server: read the editor's plain form post
// (it works without JavaScript: save, then a 303 back) into the API's shapes
// (common/desk-case-study.ts), so the page and POST/PATCH /api/admin/case-studies check one way.
import { caseStudyPatchSchema, newCaseStudySchema, type CaseStudyPatch, type NewCaseStudy } from "../../../common/desk-case-study.ts";
import { fieldErrors, tagsFromText } from "../../../common/desk-post.ts";
import type { DeskCaseStudy } from "../../../server/content/desk-case-studies.ts";

export { restoreCaseStudyRevision } from "../../../server/content/desk-case-studies.ts";
export { markdownToSafeHtml as renderCaseStudyBody } from "../../../common/markdown.ts";

/** The editor's fields as typed, to show the form again after an error. */
export interface CaseStudyFormValues {
  slug: string;
  title: string;
  description: string;
  client: string;
  industry: string;
  tags: string;
  image: string;
  markdown: string;
  order: string;
}

const text = (body: Record<string, FormDataEntryValue>, name: string) => {
  const v = body[name];
  return typeof v === "string" ? v : "";
};

export function caseStudyFormValues(body: Record<string, FormDataEntryValue>): CaseStudyFormValues {
  return {
    slug: text(body, "slug").trim().toLowerCase(),
    title: text(body, "title"),
    description: text(body, "description"),
    client: text(body, "client"),
    industry: text(body, "industry"),
    tags: text(body, "tags"),
    image: text(body, "image").trim(),
    // Browsers send a textarea's line breaks as CRLF: stored as the markdown's LF.
    markdown: text(body, "markdown").replace(/\r\n?/g, "\n"),
    order: text(body, "order").trim(),
  };
}

export const caseStudyValuesOf = (c: DeskCaseStudy): CaseStudyFormValues => ({
  slug: c.slug,
  title: c.title,
  description: c.description,
  client: c.client,
  industry: c.industry,
  tags: c.tags.join(", "),
  image: c.image,
  markdown: c.markdown,
  order: String(c.order),
});

export const emptyCaseStudyValues: CaseStudyFormValues = {
  slug: "",
  title: "",
  description: "",
  client: "",
  industry: "",
  tags: "",
  image: "",
  markdown: "## The challenge\n\n\n\n## Our approach\n\n\n\n## The results\n\n",
  order: "100",
};

type Parsed<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

const fieldsOf = (values: CaseStudyFormValues, status: "draft" | "published") => ({
  title: values.title,
  description: values.description,
  client: values.client,
  industry: values.industry,
  tags: tagsFromText(values.tags),
  image: values.image,
  markdown: values.markdown,
  order: values.order === "" ? undefined : values.order,
  status,
});

export function parseNewCaseStudy(values: CaseStudyFormValues, status: "draft" | "published"): Parsed<NewCaseStudy> {
  const parsed = newCaseStudySchema.safeParse({ ...fieldsOf(values, status), slug: values.slug });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

export function parseCaseStudyPatch(values: CaseStudyFormValues, status: "draft" | "published"): Parsed<CaseStudyPatch> {
  const parsed = caseStudyPatchSchema.safeParse(fieldsOf(values, status));
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The covers a person may choose: the desk's uploads and the case studies' generated art. */
export function coverChoices(uploads: { url: string; alt: string }[], studies: { slug: string; title: string; image: string }[]) {
  const art = studies.filter((s) => s.image.startsWith("/images/")).map((s) => ({ url: s.image, label: `Generated art: ${s.title}` }));
  const choices = [...uploads.map((u) => ({ url: u.url, label: `Upload: ${u.alt}` })), ...art];
  return choices.filter((c, i) => choices.findIndex((d) => d.url === c.url) === i);
}
