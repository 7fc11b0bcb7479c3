// The firm's images in the desk: upload one (a plain multipart form to
// POST /admin/images/upload, so it works without JavaScript), see every image with the
// markdown to paste into a post and the <picture> the site renders for it, and delete
// one that nothing uses (each card says where it is used). Uploading, storing and serving:
// server/images/ (docs/images.md).
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/images";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { DeskAlert, deskHandle, deskInputClass, deskLabelClass } from "../../components/desk/desk-card.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { readFormPost } from "../../lib/forms/form-post.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { IMAGE_UPLOAD_MESSAGES, isImageUploadProblem } from "../../../common/image-upload-messages.ts";
import { mediaSrcSet, mediaUrl } from "../../../common/media-image.ts";
import type { ImageUse } from "../../../server/images/image-uses.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const query = new URL(request.url).searchParams;
  const error = query.get("error");
  return {
    user: session.user,
    csrf: session.csrfToken,
    images: await context.images.list(),
    uploaded: Number(query.get("uploaded")) || null,
    deleted: query.has("deleted"),
    error: isImageUploadProblem(error) ? IMAGE_UPLOAD_MESSAGES[error] : null,
  };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const post = await readFormPost(request);
  const refused = (status: number, error: string, usedBy: ImageUse[] = []) => data({ error, usedBy }, { status });
  if (!post.ok) return refused(post.status, post.error);
  const id = Number(post.body.id);
  if (post.body.intent !== "delete" || !Number.isSafeInteger(id)) return refused(400, "Choose an image to delete.");
  const result = await context.images.remove(id, session.user.email);
  if (result.removed) return redirect("/admin/images?deleted", 303);
  if (result.problem === "missing") return refused(404, "That image was already deleted.");
  return refused(409, "This image is in use, so it was not deleted. Take it out of these first:", result.usedBy);
}

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const code = "mt-1 block w-full resize-none rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1.5 font-mono text-xs text-slate-800";

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

type Image = Route.ComponentProps["loaderData"]["images"][number];

const KIND: Record<ImageUse["kind"], string> = { post: "Post", caseStudy: "Case study", page: "Page" };
const WHERE: Record<ImageUse["where"], string> = { cover: "cover", body: "in the text", draft: "in a draft" };

/** Where an image is used, each with a link to its editor. */
function UsedBy({ uses }: { uses: ImageUse[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-xs">
      {uses.map((u) => (
        <li key={`${u.kind}-${u.slug}-${u.where}`}>
          <span className="text-slate-500">{KIND[u.kind]}:</span>{" "}
          <Link to={u.editPath} className="font-medium text-brand hover:underline">
            {u.title}
          </Link>{" "}
          <span className="text-slate-500">({WHERE[u.where]})</span>
        </li>
      ))}
    </ul>
  );
}

/** One image as the site shows it, with what to paste. */
function ImageCard({ image, csrf, highlighted }: { image: Image; csrf: string; highlighted: boolean }) {
  const rows = (text: string) => Math.min(6, text.split("\n").length + 1);
  return (
    <li
      id={`image-${image.id}`}
      className={`${card} grid gap-4 sm:grid-cols-[12rem_1fr] ${highlighted ? "ring-2 ring-emerald-400" : ""}`}
      aria-label={image.alt}
    >
      <picture>
        <source type="image/avif" srcSet={mediaSrcSet(image.hash, image.widest, "avif")} sizes="(max-width: 640px) 100vw, 12rem" />
        <img
          src={mediaUrl(image.hash, image.widest, "webp")}
          srcSet={mediaSrcSet(image.hash, image.widest, "webp")}
          sizes="(max-width: 640px) 100vw, 12rem"
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
      </picture>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{image.alt}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          {image.width} × {image.height} {image.originalFormat.toUpperCase()}, {kilobytes(image.originalBytes)} uploaded; {kilobytes(image.storedBytes)} as AVIF
          and WebP at {image.widest === image.width ? "its own width and below" : `up to ${image.widest} px`} · {image.createdBy},{" "}
          {deskDateTime(image.createdAt)}
        </p>
        <label className="mt-3 block text-xs font-medium text-slate-700">
          Markdown, for a post or page
          <textarea readOnly rows={3} className={code} value={image.markdown} />
        </label>
        <details className="mt-2 text-xs text-slate-700">
          <summary className="cursor-pointer font-medium">The HTML the site renders</summary>
          <textarea readOnly aria-label="The picture element" rows={rows(image.picture)} className={code} value={image.picture} />
        </details>
        <section aria-label={`Where ${image.alt} is used`} className="mt-3 text-xs text-slate-700">
          {image.usedBy.length > 0 ? (
            <>
              <p className="font-medium">Used in {image.usedBy.length === 1 ? "1 place" : `${image.usedBy.length} places`}</p>
              <UsedBy uses={image.usedBy} />
            </>
          ) : (
            <p className="text-slate-500">Not used by any post, case study or page.</p>
          )}
        </section>
        <Form method="post" className="mt-3">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="id" value={image.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="rounded-md px-2 py-1 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-50"
            aria-label={`Delete ${image.alt}`}
          >
            Delete
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function DeskImages({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, images, uploaded, deleted, error } = loaderData;
  const justUploaded = images.find((i) => i.id === uploaded);
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Images" description="The firm's own images for posts and pages." canonicalPath="/admin/images" noindex />
      <h1 className="text-2xl font-bold text-slate-900">Images</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Photos and diagrams for posts and pages. An upload loses its camera data (EXIF, GPS position), and the site sends each visitor the size and format their
        screen needs. Paste the markdown into a post.
      </p>

      <div className="mt-4 space-y-3">
        {error ? <DeskAlert tone="error">{error}</DeskAlert> : null}
        {actionData?.error ? <DeskAlert tone="error">{actionData.error}</DeskAlert> : null}
        {actionData?.usedBy.length ? (
          <div className="rounded-lg bg-white p-3.5 ring-1 ring-red-200" aria-label="Where the image is used">
            <UsedBy uses={actionData.usedBy} />
          </div>
        ) : null}
        {justUploaded ? (
          <DeskAlert tone="success">
            Uploaded. Paste <code className="font-mono">{justUploaded.markdown}</code> into a post.
          </DeskAlert>
        ) : null}
        {deleted ? <DeskAlert tone="success">Deleted.</DeskAlert> : null}
      </div>

      <section aria-labelledby="upload-heading" className={`${card} mt-5 max-w-3xl`}>
        <h2 id="upload-heading" className="font-semibold text-slate-900">
          Upload an image
        </h2>
        {/* A native post: the file goes to the server as it is, with or without JavaScript. */}
        <form method="post" action="/admin/images/upload" encType="multipart/form-data" className="mt-3 grid gap-4">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <label className={deskLabelClass}>
            Image file
            <span className="block text-xs font-normal text-slate-600">JPEG, PNG, WebP or AVIF, at least 1920 px wide for a full-width picture.</span>
            <input type="file" name="file" required accept="image/jpeg,image/png,image/webp,image/avif" className={`${deskInputClass} text-sm`} />
          </label>
          <label className={deskLabelClass}>
            Alt text
            <span className="block text-xs font-normal text-slate-600">What someone who cannot see the image needs to know. Read aloud by screen readers.</span>
            <input type="text" name="alt" required maxLength={300} className={deskInputClass} />
          </label>
          <div>
            <button type="submit" className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
              Upload
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="library-heading" className="mt-6">
        <h2 id="library-heading" className="font-semibold text-slate-900">
          {images.length ? `${images.length} image${images.length === 1 ? "" : "s"}` : "No images yet"}
        </h2>
        {images.length ? (
          <ul className="mt-3 grid gap-4 xl:grid-cols-2">
            {images.map((image) => (
              <ImageCard key={image.id} image={image} csrf={csrf} highlighted={image.id === uploaded} />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">Upload the first one above.</p>
        )}
      </section>
    </DeskShell>
  );
}
