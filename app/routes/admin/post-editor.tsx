// The post editor (/admin/posts/new and /admin/posts/{slug}): markdown beside a preview
// rendered by the site's own pipeline (live as you type with JavaScript; the Preview
// button without), the front matter as fields, draft → scheduled → published, a signed
// preview link for drafts, and the revisions with a diff and a restore. Every button is a
// plain form post answered with a 303 back here (post-redirect-get), so it all works
// without JavaScript; the server does the work through the same service as the API.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/post-editor";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle, deskInputClass, deskLabelClass } from "../../components/desk/desk-card.tsx";
import { PostStateBadge } from "../../components/desk/post-state-badge.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { readFormPost } from "../../lib/forms/form-post.ts";
import {
  emptyValues,
  formValues,
  intentOf,
  parseNewPost,
  parsePostPatch,
  renderPostPreview,
  restoreRevision,
  revisionDiff,
  valuesOf,
  type PostFormValues,
} from "../../lib/desk/posts.server.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { postPath } from "../../../common/paths.ts";
import type { PostState } from "../../../common/desk-post.ts";
import { clock } from "../../../common/clock.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

const SAVED_TEXT: Record<string, string> = {
  draft: "Draft saved. Only the desk and people with the preview link can read it.",
  scheduled: "Scheduled. It goes live by itself at the time below.",
  published: "Published. It is on the blog, its tag pages, the feeds, the sitemap and the search now.",
  restored: "Revision restored. The words are back; saving again keeps both versions.",
};

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const base = { user: session.user, csrf: session.csrfToken, now: clock.date().toISOString().slice(0, 16) };
  const slug = params.slug;
  if (!slug) {
    return { ...base, post: null, values: emptyValues, preview: { html: "", toc: [] }, revisions: [], previewUrl: null, compare: null, saved: null };
  }
  const post = await context.deskPosts.get(slug);
  if (!post) throw data("No such post.", { status: 404, headers: deskHeaders() });
  const query = new URL(request.url).searchParams;
  const compareId = Number(query.get("compare"));
  const revision = Number.isInteger(compareId) && compareId > 0 ? await context.deskPosts.revision(slug, compareId) : undefined;
  const compare = revision
    ? {
        id: revision.id,
        at: revision.at,
        actor: revision.actor,
        fields: (["title", "description", "image", "author"] as const).flatMap((f) =>
          revision[f] !== post[f] ? [{ field: f, before: revision[f], after: post[f] }] : [],
        ),
        tags: revision.tags.join(", ") !== post.tags.join(", ") ? { before: revision.tags.join(", "), after: post.tags.join(", ") } : null,
        lines: revisionDiff(revision.markdown, post.markdown),
      }
    : null;
  return {
    ...base,
    post: { slug: post.slug, title: post.title, state: post.state, publishAt: post.publishAt, source: post.source, updatedAt: post.updatedAt },
    values: valuesOf(post),
    preview: await renderPostPreview(post.markdown),
    revisions: await context.deskPosts.revisions(slug),
    previewUrl: new URL(context.previewLinks.link(slug), context.site.url).href,
    compare,
    saved: SAVED_TEXT[query.get("saved") ?? ""] ?? null,
  };
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const actor = session.user.email;
  const form = await readFormPost(request);
  if (!form.ok)
    return data({ values: null, errors: { form: form.error } as Record<string, string>, preview: null }, { status: form.status, headers: deskHeaders() });
  const intent = intentOf(form.body);
  const slug = params.slug;
  if (slug && form.body.intent === "restore") {
    const result = await restoreRevision(context.deskPosts, actor, slug, Number(form.body.revision));
    if (!result.ok)
      return data({ values: null, errors: { form: result.error } as Record<string, string>, preview: null }, { status: result.status, headers: deskHeaders() });
    return redirect(`/admin/posts/${slug}?saved=restored`, 303);
  }
  const values = formValues(form.body);
  if (intent === "preview")
    return data({ values, errors: {} as Record<string, string>, preview: await renderPostPreview(values.markdown) }, { headers: deskHeaders() });
  const refused = (status: number, errors: Record<string, string>) => data({ values, errors, preview: null }, { status, headers: deskHeaders() });
  if (!slug) {
    const parsed = parseNewPost(values, intent);
    if (!parsed.ok) return refused(400, parsed.errors);
    const result = await context.deskPosts.create(actor, parsed.input);
    if (!result.ok) return refused(result.status, result.fields ?? { form: result.error });
    return redirect(`/admin/posts/${result.post.slug}?saved=${result.post.state}`, 303);
  }
  const parsed = parsePostPatch(values, intent);
  if (!parsed.ok) return refused(400, parsed.errors);
  const result = await context.deskPosts.update(actor, slug, parsed.input);
  if (!result.ok) return refused(result.status, result.fields ?? { form: result.error });
  return redirect(`/admin/posts/${slug}?saved=${result.post.state}`, 303);
}

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const secondaryButton =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";
const primaryButton =
  "rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70";

function Field({ name, label, error, hint, children }: { name: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`post-${name}`} className={deskLabelClass}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`post-${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`post-${name}-error`} className="mt-1 text-sm text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria wiring of a field to its hint or error. */
const described = (name: string, error?: string) => ({
  id: `post-${name}`,
  name,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `post-${name}-error` : `post-${name}-hint`,
});

/** The markdown rendered by the server as you type (debounced); the Preview button does it without JavaScript. */
function useLivePreview(markdown: string, initialHtml: string, csrf: string) {
  const [html, setHtml] = useState(initialHtml);
  const [pending, setPending] = useState(false);
  const first = useRef(true);
  useEffect(() => setHtml(initialHtml), [initialHtml]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setPending(true);
    const timer = setTimeout(async () => {
      try {
        const res = await fetch("/api/admin/posts/preview", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
          body: JSON.stringify({ markdown }),
          signal: controller.signal,
        });
        if (res.ok) setHtml(((await res.json()) as { html: string }).html);
      } catch {
        // aborted by the next keystroke, or offline: the last preview stays
      } finally {
        if (!controller.signal.aborted) setPending(false);
      }
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, csrf]);
  return { html, pending };
}

function buttonsFor(state: PostState | null, scheduling: boolean) {
  if (state === "published") return { primary: { intent: "publish", label: "Update" }, secondary: { intent: "unpublish", label: "Unpublish" } };
  if (state === "scheduled") return { primary: { intent: "publish", label: "Update schedule" }, secondary: { intent: "unpublish", label: "Back to draft" } };
  return { primary: { intent: "publish", label: scheduling ? "Schedule" : "Publish" }, secondary: { intent: "draft", label: "Save draft" } };
}

export default function PostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, post, revisions, previewUrl, compare, saved } = loaderData;
  const values: PostFormValues = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const [markdown, setMarkdown] = useState(values.markdown);
  const [description, setDescription] = useState(values.description);
  const [publishAt, setPublishAt] = useState(values.publishAt);
  const { html, pending } = useLivePreview(markdown, actionData?.preview?.html ?? loaderData.preview.html, csrf);
  // "Schedule" instead of "Publish" once the time typed is after the page's (UTC, as typed).
  const now = loaderData.now;
  const buttons = buttonsFor(post?.state ?? null, publishAt !== "" && publishAt > now);
  const title = post ? post.title : "New post";

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta
        title={post ? `Edit: ${post.title}` : "New post"}
        description="Write a blog post."
        canonicalPath={post ? `/admin/posts/${post.slug}` : "/admin/posts/new"}
        noindex
      />
      <p className="text-sm">
        <Link to="/admin/posts" className="text-slate-600 hover:text-brand hover:underline">
          ← All posts
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {post ? <PostStateBadge state={post.state} /> : null}
        {post?.state === "published" ? (
          <a href={postPath(post.slug)} className="text-sm font-medium text-brand hover:underline">
            View on the site
          </a>
        ) : null}
      </div>
      {post?.state === "scheduled" && post.publishAt ? <p className="mt-1 text-sm text-slate-600">Goes live {deskDateTime(post.publishAt)}.</p> : null}
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {saved}
        </p>
      ) : null}
      {errors.form || Object.keys(errors).length > 0 ? (
        <p role="alert" className="mt-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
          {errors.form ?? "Some fields need attention: see below."}
        </p>
      ) : null}

      <Form method="post" className="mt-5 grid gap-5 lg:grid-cols-2" aria-label="Post">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <div className="min-w-0 space-y-4">
          <div className={`${card} space-y-4`}>
            <Field name="title" label="Title" error={errors.title}>
              <input {...described("title", errors.title)} defaultValue={values.title} required className={`${deskInputClass} text-lg font-semibold`} />
            </Field>
            {post ? (
              <p className="text-xs text-slate-500">
                Address: <span className="font-mono">{postPath(post.slug)}</span>
              </p>
            ) : (
              <Field name="slug" label="Address" error={errors.slug} hint="Lower-case words joined by hyphens; it cannot change once saved.">
                <div className="mt-1.5 flex items-center rounded-lg border border-slate-300 bg-slate-50 text-sm focus-within:border-brand">
                  <span className="pl-3 font-mono text-slate-500">/blog/</span>
                  <input
                    {...described("slug", errors.slug)}
                    defaultValue={values.slug}
                    required
                    pattern="[a-z0-9]+(-[a-z0-9]+)*"
                    className="min-w-0 flex-1 rounded-r-lg bg-white px-2 py-2.5 font-mono text-base text-slate-900 outline-none"
                  />
                </div>
              </Field>
            )}
            <Field
              name="description"
              label="Description"
              error={errors.description}
              hint={`${description.trim().length} of 40–300 characters: the card's text and the search engines' summary.`}
            >
              <textarea
                {...described("description", errors.description)}
                rows={3}
                defaultValue={values.description}
                onChange={(e) => setDescription(e.target.value)}
                className={deskInputClass}
              />
            </Field>
          </div>

          <div className={card}>
            <Field
              name="markdown"
              label="Body (markdown)"
              error={errors.markdown}
              hint={
                <>
                  ## for sections, **bold**, [links](/contact), ```yaml fences for code (highlighted), tables and task lists. Three or more ## sections get a
                  table of contents.
                </>
              }
            >
              <textarea
                {...described("markdown", errors.markdown)}
                rows={22}
                defaultValue={values.markdown}
                onChange={(e) => setMarkdown(e.target.value)}
                spellCheck
                className={`${deskInputClass} font-mono text-sm leading-6`}
              />
            </Field>
          </div>

          <fieldset className={`${card} grid gap-4 sm:grid-cols-2`}>
            <legend className="sr-only">Details</legend>
            <Field name="tags" label="Tags" error={errors.tags} hint="Separated by commas, e.g. Kubernetes, Argo CD. Each tag has its page.">
              <input {...described("tags", errors.tags)} defaultValue={values.tags} className={deskInputClass} />
            </Field>
            <Field name="image" label="Cover image" error={errors.image} hint="A site path such as /images/blog/cover.jpg, or an https:// address.">
              <input {...described("image", errors.image)} defaultValue={values.image} className={deskInputClass} />
            </Field>
            <Field name="author" label="Author" error={errors.author} hint="Name, Role. Empty: the firm's team.">
              <input {...described("author", errors.author)} defaultValue={values.author} className={deskInputClass} />
            </Field>
            <Field name="publishAt" label="Publish at (UTC)" error={errors.publishAt} hint="Empty: when you publish. A later time schedules the post.">
              <input
                {...described("publishAt", errors.publishAt)}
                type="datetime-local"
                defaultValue={values.publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
                className={deskInputClass}
              />
            </Field>
          </fieldset>

          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value={buttons.primary.intent} disabled={busy} className={primaryButton}>
              {buttons.primary.label}
            </button>
            <button type="submit" name="intent" value={buttons.secondary.intent} disabled={busy} className={secondaryButton}>
              {buttons.secondary.label}
            </button>
            <button type="submit" name="intent" value="preview" formNoValidate className={`${secondaryButton} js-hidden`}>
              Preview
            </button>
          </div>
        </div>

        <section aria-labelledby="preview-heading" className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <div className={card}>
            <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
              <h2 id="preview-heading" className="font-semibold text-slate-900">
                Preview
              </h2>
              <span className="text-xs text-slate-500" aria-live="polite">
                {pending ? "Updating…" : "As the site renders it"}
              </span>
            </div>
            {html ? (
              <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className="mt-4 text-sm text-slate-500">The body appears here as you write it.</p>
            )}
          </div>
        </section>
      </Form>

      {post ? (
        <div className="mt-8 grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          {previewUrl && post.state !== "published" ? (
            <section aria-labelledby="share-heading" className={card}>
              <h2 id="share-heading" className="font-semibold text-slate-900">
                Preview link
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Anyone with this link can read the post as saved, for 7 days; search engines are told not to index it.
              </p>
              <input
                readOnly
                value={previewUrl}
                aria-label="Preview link"
                className={`${deskInputClass} font-mono text-xs`}
                onFocus={(e) => e.target.select()}
              />
              <a href={previewUrl} className="mt-2 inline-block text-sm font-medium text-brand hover:underline">
                Open the preview
              </a>
            </section>
          ) : null}
          <section aria-labelledby="revisions-heading" className={card}>
            <h2 id="revisions-heading" className="font-semibold text-slate-900">
              Revisions
            </h2>
            <ol className="mt-2 divide-y divide-slate-100 text-sm">
              {revisions.map((r, i) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="text-slate-900">{deskDateTime(r.at)}</span>
                  <span className="text-slate-500">{r.actor}</span>
                  <span className="min-w-0 flex-1 truncate text-slate-600">{r.title}</span>
                  {i === 0 ? (
                    <span className="text-xs text-slate-500">current</span>
                  ) : (
                    <>
                      <Link to={`?compare=${r.id}#compare`} className="text-brand hover:underline">
                        Compare
                      </Link>
                      <Form method="post">
                        <input type="hidden" name={CSRF_FIELD} value={csrf} />
                        <input type="hidden" name="revision" value={r.id} />
                        <button type="submit" name="intent" value="restore" className="text-brand hover:underline">
                          Restore
                        </button>
                      </Form>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}

      {compare ? (
        <section id="compare" aria-labelledby="compare-heading" className={`${card} mt-5`}>
          <h2 id="compare-heading" className="font-semibold text-slate-900">
            Changes since {deskDateTime(compare.at)} ({compare.actor})
          </h2>
          {compare.fields.map((f) => (
            <p key={f.field} className="mt-2 text-sm">
              <span className="font-medium capitalize">{f.field}:</span> <del className="bg-rose-50 text-rose-900">{f.before || "(empty)"}</del> →{" "}
              <ins className="bg-emerald-50 text-emerald-900 no-underline">{f.after || "(empty)"}</ins>
            </p>
          ))}
          {compare.tags ? (
            <p className="mt-2 text-sm">
              <span className="font-medium">Tags:</span> <del className="bg-rose-50 text-rose-900">{compare.tags.before || "(none)"}</del> →{" "}
              <ins className="bg-emerald-50 text-emerald-900 no-underline">{compare.tags.after || "(none)"}</ins>
            </p>
          ) : null}
          <pre className="mt-3 overflow-x-auto rounded-md bg-slate-50 p-3 text-xs leading-5" aria-label="Body changes">
            {compare.lines.map((l, i) => (
              <div
                key={i}
                className={l.kind === "added" ? "bg-emerald-100 text-emerald-950" : l.kind === "removed" ? "bg-rose-100 text-rose-950" : "text-slate-600"}
              >
                {l.kind === "added" ? "+ " : l.kind === "removed" ? "− " : "  "}
                {l.text}
              </div>
            ))}
          </pre>
        </section>
      ) : null}
    </DeskShell>
  );
}
