// The doors to the image store (image-store.ts):
//   GET    /api/admin/images          the images, newest first: { images: [...] }
//   POST   /api/admin/images          an upload: the image as the raw body (alt text in ?alt=)
//                                     or a multipart form (fields `file`, `alt`); 201 { image },
//                                     200 when the same bytes were uploaded before
//   DELETE /api/admin/images/{id}     204; 404; 409 { error, usedBy } while a post, case study or page shows it
// with the desk API's one guard (bearer token, or session + X-CSRF-Token);
//   POST   /admin/images/upload       the desk page's form, without JavaScript: the session
//                                     cookie and the form's `csrf` field; answers a 303 back
//                                     to /admin/images?uploaded={id} or ?error={problem}
//   GET    /media/{hash}-{width}.{avif|webp}   the files, cached for a year (the name is the content)
import { Router, type Request, type Response } from "express";
import type { DeskGuard } from "../desk/api-auth.ts";
import { actorOf } from "../desk/api-auth.ts";
import type { Desk } from "../desk/desk.ts";
import { csrfAccepts } from "../desk/csrf.ts";
import { CSRF_FIELD } from "../../common/desk-rules.ts";
import { MEDIA_FILE_NAME, MEDIA_PATH } from "../../common/media-image.ts";
import type { ImageStore } from "./image-store.ts";
import { readMultipart, readUpload } from "./read-upload.ts";
import { UploadRefused } from "./upload-refused.ts";

const DESK_PAGE = "/admin/images";

/** The image and its alt text, from a multipart form or a raw body. */
async function uploadOf(req: Request, limitBytes: number): Promise<{ bytes: Buffer; alt: unknown; form?: FormData }> {
  const body = await readUpload(req, limitBytes);
  const type = req.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return { bytes: body, alt: req.query.alt };
  const form = await readMultipart(body, type);
  const file = form.get("file");
  const bytes = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  return { bytes, alt: form.get("alt"), form };
}

export function imagesRouter({ images, auth, people, limitBytes }: { images: ImageStore; auth: DeskGuard; people: Desk; limitBytes: number }): Router {
  const router = Router();
  const refused = (res: Response, err: unknown) => {
    if (!(err instanceof UploadRefused)) throw err;
    // The rest of a refused body is not read: the connection closes after the answer.
    res.set("Connection", "close").status(err.status).json({ error: err.message, problem: err.problem });
  };

  router.get("/api/admin/images", ...auth, async (_req, res) => {
    res.json({ images: await images.list() });
  });

  router.post("/api/admin/images", ...auth, async (req, res) => {
    try {
      const { bytes, alt } = await uploadOf(req, limitBytes);
      const { image, created } = await images.add(bytes, alt, actorOf(res));
      res.status(created ? 201 : 200).json({ image });
    } catch (err) {
      refused(res, err);
    }
  });

  router.delete("/api/admin/images/:id", ...auth, async (req, res) => {
    const id = Number(req.params.id);
    const result = Number.isSafeInteger(id) && id > 0 ? await images.remove(id, actorOf(res)) : ({ removed: false, problem: "missing" } as const);
    if (result.removed) return void res.status(204).end();
    if (result.problem === "missing") return void res.status(404).json({ error: "No such image." });
    res.status(409).json({ error: "The image is in use: take it out of these first.", usedBy: result.usedBy });
  });

  router.post(`${DESK_PAGE}/upload`, async (req, res) => {
    res.set("Cache-Control", "private, no-store");
    const found = await people.session(req.get("cookie"));
    if (!found) return res.redirect(303, `/admin/sign-in?next=${encodeURIComponent(DESK_PAGE)}`);
    const back = (query: string) => res.set("Connection", "close").redirect(303, `${DESK_PAGE}?${query}`);
    try {
      const { bytes, alt, form } = await uploadOf(req, limitBytes);
      if (!(await csrfAccepts(req.method, found.session, () => req.get("x-csrf-token") ?? form?.get(CSRF_FIELD)))) return back("error=expired");
      const { image } = await images.add(bytes, alt, found.session.user.email);
      back(`uploaded=${image.id}`);
    } catch (err) {
      if (!(err instanceof UploadRefused)) throw err;
      back(`error=${err.problem}`);
    }
  });

  // Only names the store makes reach the folder (16 hex digits, a width, a format): no
  // dot files, no slashes, no other paths.
  router.get(`${MEDIA_PATH}/:name`, (req, res, next) => {
    if (!MEDIA_FILE_NAME.test(req.params.name)) return next();
    res.sendFile(req.params.name, { root: images.dir, immutable: true, maxAge: "1y", dotfiles: "deny" }, (err) => {
      if (err && !res.headersSent) next(); // not there (deleted): the site's 404 page
    });
  });
  return router;
}
