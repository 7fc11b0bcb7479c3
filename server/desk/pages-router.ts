// The desk's API for the firm's pages (content/pages/: about, open-source, privacy-policy,
// terms-of-service), the page editor's other door (decision 022); bearer token or session
// with CSRF (api-auth.ts). The set of pages and their addresses are the SPEC's: none is
// added, none moves.
//   GET   /api/admin/pages                        the four pages, with what is live and any draft
//   GET   /api/admin/pages/{slug}                 the page, its revisions and a signed preview link
//   PATCH /api/admin/pages/{slug}                 any of { title, description, heading, lead, markdown }, and
//                                                 status: "draft" (waits beside the live page) or "published";
//                                                 without status, a waiting draft stays a draft → the page
//   POST  /api/admin/pages/{slug}/revert          drops the desk's version: the file's words are live → the page
//   POST  /api/admin/pages/{slug}/discard-draft   drops a waiting draft; the live words stay → the page (409: no draft)
//   POST  /api/admin/pages/{slug}/revisions/{id}/restore   the revision's words back → the page
//   POST  /api/admin/pages/preview                { markdown } → { html } as the page renders it
import { Router, type Response } from "express";
import { z } from "zod";
import { fieldErrors, POST_STATUSES } from "../../common/desk-post.ts";
import type { DeskPages, PageSaveResult } from "../content/desk-pages.ts";
import type { PreviewLinks } from "../content/preview-links.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";
import { contentJson, previewMarkdown, refuse, refusesSlug } from "./content-answers.ts";
import { idParam } from "./id-param.ts";

const BASE = "/api/admin/pages";
const patchSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  heading: z.string().nullable().optional(),
  lead: z.string().optional(),
  markdown: z.string().optional(),
  status: z.enum(POST_STATUSES).optional(),
});

function answer(res: Response, result: PageSaveResult) {
  if (result.ok) return void res.json(result.page);
  refuse(res, result);
}

/** `renderBody`: a page's markdown as its route renders it (the settings filled in). */
export function pagesRouter(pages: DeskPages, auth: DeskGuard, previews: PreviewLinks, renderBody: (markdown: string) => string): Router {
  const router = Router();
  router.use(BASE, ...auth);

  router.get(BASE, async (_req, res) => {
    res.json(await pages.list());
  });

  router.post(`${BASE}/preview`, contentJson, (req, res) => {
    const markdown = previewMarkdown(req.body, res);
    if (markdown !== undefined) res.json({ html: renderBody(markdown) });
  });

  router.get(`${BASE}/:slug`, async (req, res) => {
    const page = await pages.get(req.params.slug);
    if (!page) return void res.status(404).json({ error: "No such page." });
    res.json({ ...page, revisions: await pages.revisions(page.slug), previewUrl: previews.link(page.slug, "page") });
  });

  router.patch(`${BASE}/:slug`, contentJson, async (req, res) => {
    const body: unknown = req.body ?? {};
    if (refusesSlug(body, res, "A page")) return;
    const parsed = patchSchema.safeParse(body);
    if (!parsed.success) return refuse(res, { ok: false, status: 400, error: "Some fields need attention.", fields: fieldErrors(parsed.error) });
    const page = await pages.get(req.params.slug);
    if (!page) return void res.status(404).json({ error: "No such page." });
    const { status, ...words } = parsed.data;
    const given = Object.fromEntries(Object.entries(words).filter(([, v]) => v !== undefined));
    const merged = { ...page.fields, ...given, ...(given.heading === null ? { heading: undefined } : {}) };
    const intent = status ? (status === "published" ? "publish" : "draft") : page.state === "draft" ? "draft" : "publish";
    answer(res, await pages.save(actorOf(res), page.slug, merged, intent));
  });

  router.post(`${BASE}/:slug/revert`, async (req, res) => {
    answer(res, await pages.revert(actorOf(res), req.params.slug));
  });

  router.post(`${BASE}/:slug/discard-draft`, async (req, res) => {
    answer(res, await pages.discardDraft(actorOf(res), req.params.slug));
  });

  router.post(`${BASE}/:slug/revisions/:id/restore`, async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json({ error: "No such revision." });
    answer(res, await pages.restore(actorOf(res), req.params.slug, id));
  });
  return router;
}
