// The desk's case-study API (docs/content.md, "Editing in the desk"), the editor page's
// other door (decision 022); bearer token or session with CSRF (api-auth.ts):
//   GET   /api/admin/case-studies                 every case study (file and desk, drafts too), in the list's order
//   POST  /api/admin/case-studies                 { slug, title, description, client, industry, tags, image, markdown, order, status } → 201
//   GET   /api/admin/case-studies/{slug}          the case study, its revisions and a signed preview link
//   PATCH /api/admin/case-studies/{slug}          any of those fields but the slug → the case study
//   POST  /api/admin/case-studies/{slug}/revisions/{id}/restore   the revision's words back → the case study
//   POST  /api/admin/case-studies/preview         { markdown } → { html } as the case-study page renders it
// 400 names each field at fault ({ error, fields }); 409: the slug is taken.
import { Router, type Response } from "express";
import { caseStudyPatchSchema, newCaseStudySchema } from "../../common/desk-case-study.ts";
import { fieldErrors } from "../../common/desk-post.ts";
import { markdownToSafeHtml } from "../../common/markdown.ts";
import { restoreCaseStudyRevision, type CaseStudySaveResult, type DeskCaseStudies } from "../content/desk-case-studies.ts";
import type { PreviewLinks } from "../content/preview-links.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";
import { contentJson, previewMarkdown, refuse, refusesSlug } from "./content-answers.ts";
import { idParam } from "./id-param.ts";

const BASE = "/api/admin/case-studies";

function answer(res: Response, result: CaseStudySaveResult, created = false) {
  if (result.ok) return void res.status(created ? 201 : 200).json(result.caseStudy);
  refuse(res, result);
}

export function caseStudiesRouter(caseStudies: DeskCaseStudies, auth: DeskGuard, previews: PreviewLinks): Router {
  const router = Router();
  router.use(BASE, ...auth);

  router.get(BASE, async (_req, res) => {
    res.json(await caseStudies.list());
  });

  router.post(`${BASE}/preview`, contentJson, (req, res) => {
    const markdown = previewMarkdown(req.body, res);
    if (markdown !== undefined) res.json({ html: markdownToSafeHtml(markdown) });
  });

  router.post(BASE, contentJson, async (req, res) => {
    const parsed = newCaseStudySchema.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(res, { ok: false, status: 400, error: "Some fields need attention.", fields: fieldErrors(parsed.error) });
    answer(res, await caseStudies.create(actorOf(res), parsed.data), true);
  });

  router.get(`${BASE}/:slug`, async (req, res) => {
    const found = await caseStudies.get(req.params.slug);
    if (!found) return void res.status(404).json({ error: "No such case study." });
    res.json({ ...found, revisions: await caseStudies.revisions(found.slug), previewUrl: previews.link(found.slug, "caseStudy") });
  });

  router.patch(`${BASE}/:slug`, contentJson, async (req, res) => {
    const body: unknown = req.body ?? {};
    if (refusesSlug(body, res, "A case study")) return;
    const parsed = caseStudyPatchSchema.safeParse(body);
    if (!parsed.success) return refuse(res, { ok: false, status: 400, error: "Some fields need attention.", fields: fieldErrors(parsed.error) });
    answer(res, await caseStudies.update(actorOf(res), req.params.slug, parsed.data));
  });

  router.post(`${BASE}/:slug/revisions/:id/restore`, async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json({ error: "No such revision." });
    answer(res, await restoreCaseStudyRevision(caseStudies, actorOf(res), req.params.slug, id));
  });
  return router;
}
