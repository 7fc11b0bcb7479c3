// The desk's post API (docs/content.md, "Writing in the desk"), the door the editor page's
// scripts and any other client use; bearer token or session with CSRF (api-auth.ts):
//   GET   /api/admin/posts                          every server post (file and desk), newest first
//   POST  /api/admin/posts                          { slug, title, description, tags, markdown, status, publishAt?, image?, author? } → 201
//   GET   /api/admin/posts/{slug}                   the post, its revisions and a signed preview link
//   PATCH /api/admin/posts/{slug}                   any of those fields but the slug → the post
//   POST  /api/admin/posts/{slug}/revisions/{id}/restore   the revision's words back → the post
//   POST  /api/admin/posts/preview                  { markdown } → { html, toc } as the site renders it
// 400 names each field at fault ({ error, fields }); 409: the slug is taken.
import { Router, type Response } from "express";
import { fieldErrors, newPostSchema, postPatchSchema } from "../../common/desk-post.ts";
import type { DeskPosts, SaveResult } from "../content/desk-posts.ts";
import { restoreRevision } from "../content/desk-posts.ts";
import { renderPostPreview } from "../content/post-preview.ts";
import { actorOf, type DeskGuard } from "./api-auth.ts";
import { idParam } from "./id-param.ts";
import { contentJson as json, previewMarkdown, refuse, refusesSlug } from "./content-answers.ts";

const NO_SUCH_POST = { error: "No such post." };

function answer(res: Response, result: SaveResult, created = false) {
  if (result.ok) return void res.status(created ? 201 : 200).json(result.post);
  refuse(res, result);
}

export function postsRouter(posts: DeskPosts, auth: DeskGuard, previewLink: (slug: string) => string): Router {
  const router = Router();
  router.use("/api/admin/posts", ...auth);

  router.get("/api/admin/posts", async (_req, res) => {
    res.json(await posts.list());
  });

  router.post("/api/admin/posts/preview", json, async (req, res) => {
    const markdown = previewMarkdown(req.body, res);
    if (markdown !== undefined) res.json(await renderPostPreview(markdown));
  });

  router.post("/api/admin/posts", json, async (req, res) => {
    const parsed = newPostSchema.safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json({ error: "Some fields need attention.", fields: fieldErrors(parsed.error) });
    answer(res, await posts.create(actorOf(res), parsed.data), true);
  });

  router.get("/api/admin/posts/:slug", async (req, res) => {
    const post = await posts.get(req.params.slug);
    if (!post) return void res.status(404).json(NO_SUCH_POST);
    res.json({ ...post, revisions: await posts.revisions(post.slug), previewUrl: previewLink(post.slug) });
  });

  router.patch("/api/admin/posts/:slug", json, async (req, res) => {
    const body: unknown = req.body ?? {};
    if (refusesSlug(body, res, "A post")) return;
    const parsed = postPatchSchema.safeParse(body);
    if (!parsed.success) return void res.status(400).json({ error: "Some fields need attention.", fields: fieldErrors(parsed.error) });
    answer(res, await posts.update(actorOf(res), req.params.slug, parsed.data));
  });

  router.post("/api/admin/posts/:slug/revisions/:id/restore", async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) return void res.status(404).json({ error: "No such revision." });
    answer(res, await restoreRevision(posts, actorOf(res), req.params.slug, id));
  });
  return router;
}
