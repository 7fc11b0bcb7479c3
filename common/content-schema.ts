// One schema file for every content file under content/ (validated at start and by
// `npm run content:sync`). The fields follow SPEC section 3.
import { z } from "zod";
import { CASE_STUDY_INDUSTRIES } from "./case-study-industries.ts";
import { pageTemplateProblem } from "./page-template.ts";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug");
const imagePath = z.string().regex(/^\/(images|whitepapers)\/[\w\-/.]+$/, "must be a site path under /images/");

export const serviceIcons = [
  "server",
  "cloud",
  "shield",
  "gitbranch",
  "layoutgrid",
  "barchart",
  "code",
  "cpu",
  "network",
  "linechart",
  "lock",
  "database",
] as const;

/** content/services/{slug}.md — body (optional) is markdown, stored as HTML `content`. */
export const serviceFrontMatter = z.object({
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(300),
  icon: z.enum(serviceIcons),
  order: z.number().int(),
});

/** content/solutions/{slug}.md — body (optional) is the longer "about" text in markdown. */
export const solutionFrontMatter = z.object({
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(300),
  image: imagePath,
  features: z.array(z.string().min(3)).min(4).max(6),
  order: z.number().int(),
});

/** content/case-studies/{slug}.md — body is markdown of several sections, stored as HTML `content`. */
export const caseStudyFrontMatter = z.object({
  title: z.string().min(3).max(100),
  description: z.string().min(40).max(300),
  image: imagePath,
  industry: z.enum(CASE_STUDY_INDUSTRIES),
  tags: z.array(z.string().min(1)).min(2).max(8),
  client: z.string().min(2),
  fictional: z.literal(true),
  order: z.number().int(),
});

/** content/testimonials.yaml — a list. */
export const testimonial = z.object({
  id: z.number().int().positive(),
  quote: z.string().min(40),
  rating: z.number().min(0).max(5),
  avatar: imagePath,
  name: z.string().min(2),
  position: z.string().min(2),
  company: z.string().min(2),
});
export const testimonialsFile = z.array(testimonial).min(4);

/** content/clients.yaml — the four logos of the home page strip. */
export const clientsFile = z.array(z.object({ name: z.string().min(2), logo: imagePath })).length(4);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/** content/blog/{slug}.md — the SPEC's markdown-file posts, served as /blogs/{file}. */
export const markdownPostFrontMatter = z
  .object({
    title: z.string().min(3),
    slug,
    description: z.string().min(40).max(300),
    author: z.string().min(2),
    date: isoDate,
    /** Set when the post was substantially revised; shown as "Updated <date>". */
    updated: isoDate.optional(),
    tags: z.array(z.string().min(1)).min(1),
    image: imagePath,
    draft: z.boolean().default(false),
  })
  .refine((p) => !p.updated || p.updated > p.date, { path: ["updated"], message: "must be after date" });

/** content/server-posts/{slug}.md — the SPEC's server-form posts; the body is kept as written (HTML or markdown). */
export const serverPostFrontMatter = z.object({
  title: z.string().min(3),
  description: z.string().min(40).max(300),
  author: z.string().min(2),
  date: isoDate,
  tags: z.array(z.string().min(1)).min(1),
  image: imagePath,
});

/** content/white-papers/papers.json — the fixed list of six (SPEC section 3). */
export const whitePaper = z.object({
  id: z.number().int().positive(),
  title: z.string().min(3),
  description: z.string().min(40),
  pdfUrl: z.string().regex(/^\/whitepapers\/[\w-]+\.pdf$/),
  thumbnailUrl: imagePath,
  datePublished: z.string().min(3),
  pages: z.number().int().positive(),
});
export const whitePapersFile = z.array(whitePaper).length(6);

/** The placeholders content/autoreply.md may use; any other `{word}` is a typo that would reach a visitor. */
export const AUTOREPLY_PLACEHOLDERS = ["name", "siteName", "phone", "email"] as const;

function knownPlaceholders(text: string, ctx: z.RefinementCtx) {
  const unknown = [...text.matchAll(/\{(\w+)\}/g)].find((m) => !(AUTOREPLY_PLACEHOLDERS as readonly string[]).includes(m[1]!));
  if (unknown) {
    ctx.addIssue({ code: "custom", message: `unknown placeholder ${unknown[0]}: use ${AUTOREPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}` });
  }
}

/** content/autoreply.md — the e-mail a visitor gets back (LEAD_AUTOREPLY); the body is plain text. */
export const autoreplyFrontMatter = z.object({
  subject: z.string().min(3).max(120).superRefine(knownPlaceholders),
});
export const autoreplyBody = z.string().min(40).max(2000).superRefine(knownPlaceholders);

/** Text of the firm's pages, checked for markers and placeholders a visitor would otherwise see verbatim. */
const pageText = (schema: z.ZodString) =>
  schema.superRefine((text, ctx) => {
    const problem = pageTemplateProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** content/pages/{name}.md — the firm's own pages (about, open source, legal); the body is markdown. */
export const pageFrontMatter = z.object({
  /** The browser tab and search results. */
  title: pageText(z.string().min(3).max(70)),
  description: pageText(z.string().min(40).max(300)),
  /** The small line above the heading. */
  kicker: z.string().min(2).max(40),
  /** The page's h1, when it differs from the title. */
  heading: pageText(z.string().min(3).max(100)).optional(),
  lead: pageText(z.string().min(3).max(300)),
});
export const pageBody = pageText(z.string().min(40));

/** content/faq.yaml — the contact page's questions, in order. */
export const faqFile = z
  .array(z.object({ question: z.string().min(5).max(160), answer: z.string().min(10).max(1000) }))
  .min(1)
  .max(12);

/** The icons a home tile may show (app/components/widgets/icon-tiles.tsx draws them). */
export const tileIcons = ["gitbranch", "video", "boxes", "cloud"] as const;
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a path of this site, e.g. /services/managed-sre");
const featureList = z.array(z.string().min(3).max(60)).length(4);

/** content/home.yaml — the hero's tiles and the service cards' feature lists. */
export const homeFile = z.object({
  tiles: z.array(z.object({ href: sitePath, title: z.string().min(3).max(40), text: z.string().min(3).max(80), icon: z.enum(tileIcons) })).length(4),
  serviceFeatures: z.record(slug, featureList),
  defaultFeatures: featureList,
});
export type HomeContent = z.infer<typeof homeFile>;

/** content/collections/{name}.yaml — a list page at /{name} once a route serves it (docs/content.md, "Add a list page"); entries in order. */
export const collectionFile = z.object({
  /** What the sitemap and the page's link preview call the page. */
  title: z.string().min(3).max(70),
  description: z.string().min(40).max(300),
  entries: z
    .array(
      z.object({
        slug,
        title: z.string().min(3).max(100),
        summary: z.string().min(10).max(300),
        image: imagePath.optional(),
        /** Markdown, shown under the summary. */
        body: z.string().min(1).optional(),
      }),
    )
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, i) => {
        if (seen.has(e.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `"${e.slug}" is used twice` });
        seen.add(e.slug);
      });
    }),
});

/** A collection's file name, which is also its page's path. */
export const collectionName = slug;

/** content/process.yaml — the steps of "How we work" on /services, in order. */
export const processFile = z
  .array(z.object({ title: z.string().min(3).max(40), text: z.string().min(20).max(300) }))
  .min(2)
  .max(6);
export type ProcessStep = z.infer<typeof processFile>[number];
export type FaqItem = z.infer<typeof faqFile>[number];
