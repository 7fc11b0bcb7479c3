// The post editor (/admin/posts/new and /admin/posts/{slug}): markdown beside a preview
// rendered by the site's own pipeline (live as you type with JavaScript; the Preview
// button without), the front matter as fields, draft → scheduled → published, a signed
// preview link for drafts, and the revisions with a diff and a restore. Every button is a
// plain form post answered with a 303 back here (post-redirect-get), so it all works
// without JavaScript; the server does the work through the same service as the API.
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/post-editor";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle, deskInputClass } from "../../components/desk/desk-card.tsx";
import {
  AddressField,
  DescriptionField,
  CompareCard,
  described,
  editorCard as card,
  EditorNotices,
  Field,
  PreviewLinkCard,
  PreviewPanel,
  primaryButton,
  RevisionsCard,
  secondaryButton,
  useLivePreview,
} from "../../components/desk/content-editor.tsx";
import { revisionCompare } from "../../lib/desk/revision-diff.ts";
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
    ? revisionCompare(revision, post, { title: "Title", description: "Description", image: "Cover image", author: "Author", tags: "Tags" })
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
  const { html, pending } = useLivePreview("/api/admin/posts/preview", markdown, actionData?.preview?.html ?? loaderData.preview.html, csrf);
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
      <EditorNotices saved={saved} errors={errors} />

      <Form method="post" className="mt-5 grid gap-5 lg:grid-cols-2" aria-label="Post">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <div className="min-w-0 space-y-4">
          <div className={`${card} space-y-4`}>
            <Field name="title" label="Title" error={errors.title}>
              <input {...described("title", errors.title)} defaultValue={values.title} required className={`${deskInputClass} text-lg font-semibold`} />
            </Field>
            <AddressField saved={post ? postPath(post.slug) : null} prefix="/blog/" slug={values.slug} error={errors.slug} />
            <DescriptionField
              defaultValue={values.description}
              typed={description}
              onChange={setDescription}
              error={errors.description}
              usedFor="the card's text and the search engines' summary"
            />
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

        <PreviewPanel html={html} pending={pending} />
      </Form>

      {post ? (
        <div className="mt-8 grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          {previewUrl && post.state !== "published" ? <PreviewLinkCard url={previewUrl} what="the post" /> : null}
          <RevisionsCard revisions={revisions} csrf={csrf} />
        </div>
      ) : null}

      {compare ? <CompareCard compare={compare} /> : null}
    </DeskShell>
  );
}
