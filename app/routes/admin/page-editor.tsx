// The page editor (/admin/pages/{slug}) for the four pages of content/pages/: the title,
// description, heading, lead and markdown body beside a live preview rendered as the page
// renders it (the settings such as {siteName} filled in). "Save draft" keeps the
// published page live while the words wait; "Publish" makes them the page on every
// instance within seconds; "Revert to the file's version" drops the desk's words. A
// signed preview link, revisions with a diff and a restore. Plain form posts, 303 back here.
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/page-editor";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle, deskInputClass } from "../../components/desk/desk-card.tsx";
import { ContentStateBadge } from "../../components/desk/content-state-badge.tsx";
import {
  CompareCard,
  described,
  editorCard,
  EditorNotices,
  Field,
  PreviewLinkCard,
  PreviewPanel,
  primaryButton,
  RevisionsCard,
  secondaryButton,
  useLivePreview,
} from "../../components/desk/content-editor.tsx";
import { deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { readFormPost } from "../../lib/forms/form-post.ts";
import { revisionCompare } from "../../lib/desk/revision-diff.ts";
import { pageFormValues, pageTemplate, pageValuesOf, pageWordsOf, renderPageBody, type PageFormValues } from "../../lib/desk/pages.server.ts";
import { PageHero } from "../../components/widgets/page-hero.tsx";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { fillPageText, PAGE_PLACEHOLDERS, type PageTemplate } from "../../../common/page-template.ts";
import { sitePagePath } from "../../../common/paths.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

const SAVED_TEXT: Record<string, string> = {
  draft: "Draft saved. Visitors still read the published page; the preview link shows the draft.",
  published: "Published. Visitors read these words now.",
  file: "Published. Visitors read the file's words now.",
  discarded: "Draft discarded. The editor shows the published words again.",
  reverted: "Reverted. Visitors read the words of the file again; the desk's versions stay in the revisions.",
  restored: "Revision restored. The words are back; saving again keeps both versions.",
};

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const page = await context.deskPages.get(params.slug);
  if (!page) throw data("No such page.", { status: 404, headers: deskHeaders() });
  const query = new URL(request.url).searchParams;
  const compareId = Number(query.get("compare"));
  const revision = Number.isInteger(compareId) && compareId > 0 ? await context.deskPages.revision(page.slug, compareId) : undefined;
  return {
    user: session.user,
    csrf: session.csrfToken,
    page: { slug: page.slug, title: page.live.title, state: page.state, edited: page.edited, kicker: page.kicker },
    values: pageValuesOf(page.fields),
    preview: renderPageBody(context, page.fields.markdown),
    template: pageTemplate(context),
    revisions: await context.deskPages.revisions(page.slug),
    previewUrl: new URL(context.previewLinks.link(page.slug, "page"), context.site.url).href,
    compare: revision ? revisionCompare(revision, page.fields, { title: "Title", description: "Description", heading: "Heading", lead: "Lead" }) : null,
    saved: SAVED_TEXT[query.get("saved") ?? ""] ?? null,
  };
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const actor = session.user.email;
  const form = await readFormPost(request);
  const refused = (status: number, errors: Record<string, string>, values: PageFormValues | null = null) =>
    data({ values, errors, preview: null as string | null }, { status, headers: deskHeaders() });
  if (!form.ok) return refused(form.status, { form: form.error });
  const slug = params.slug;
  const intent = form.body.intent;
  if (intent === "restore") {
    const result = await context.deskPages.restore(actor, slug, Number(form.body.revision));
    if (!result.ok) return refused(result.status, { form: result.error });
    return redirect(`/admin/pages/${slug}?saved=restored`, 303);
  }
  if (intent === "discard-draft") {
    const result = await context.deskPages.discardDraft(actor, slug);
    if (!result.ok) return refused(result.status, { form: result.error });
    return redirect(`/admin/pages/${slug}?saved=discarded`, 303);
  }
  if (intent === "revert") {
    const result = await context.deskPages.revert(actor, slug);
    if (!result.ok) return refused(result.status, { form: result.error });
    return redirect(`/admin/pages/${slug}?saved=reverted`, 303);
  }
  const values = pageFormValues(form.body);
  if (intent === "preview")
    return data({ values, errors: {} as Record<string, string>, preview: renderPageBody(context, values.markdown) }, { headers: deskHeaders() });
  const result = await context.deskPages.save(actor, slug, pageWordsOf(values), intent === "publish" ? "publish" : "draft");
  if (!result.ok) return refused(result.status, result.fields ?? { form: result.error }, values);
  return redirect(`/admin/pages/${slug}?saved=${intent === "publish" ? "published" : "draft"}`, 303);
}

const placeholders = PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ");

/** A line as visitors read it; while a marker is half typed, as written. */
function filled(text: string, template: PageTemplate): string {
  try {
    return fillPageText(text, template);
  } catch {
    return text;
  }
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, page, template, revisions, previewUrl, compare, saved } = loaderData;
  const values: PageFormValues = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const [markdown, setMarkdown] = useState(values.markdown);
  const [description, setDescription] = useState(values.description);
  // The heading and lead as the page shows them, filled in here as they are typed (the body is rendered by the server).
  const [title, setTitle] = useState(values.title);
  const [heading, setHeading] = useState(values.heading);
  const [lead, setLead] = useState(values.lead);
  const { html, pending } = useLivePreview("/api/admin/pages/preview", markdown, actionData?.preview ?? loaderData.preview, csrf);
  const path = sitePagePath(page.slug);

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title={`Edit: ${page.title}`} description="Edit a page." canonicalPath={`/admin/pages/${page.slug}`} noindex />
      <p className="text-sm">
        <Link to="/admin/pages" className="text-slate-600 hover:text-brand hover:underline">
          ← All pages
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{page.title}</h1>
        <ContentStateBadge state={page.edited ? "edited" : "file"} />
        {page.state === "draft" ? <ContentStateBadge state="pendingDraft" /> : null}
        <a href={path} className="text-sm font-medium text-brand hover:underline">
          View on the site
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {page.state === "draft"
          ? "You are editing a draft: visitors read the published words until you publish it."
          : page.edited
            ? `Visitors read the words published here, not content/pages/${page.slug}.md.`
            : `Visitors read content/pages/${page.slug}.md. Publishing here replaces its words on the site.`}
      </p>
      <EditorNotices saved={saved} errors={errors} />

      <Form method="post" className="mt-5 grid gap-5 lg:grid-cols-2" aria-label="Page">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <div className="min-w-0 space-y-4">
          <div className={`${editorCard} space-y-4`}>
            <p className="text-xs text-slate-500">
              Address: <span className="font-mono">{path}</span> · Above the heading: {page.kicker}
            </p>
            <Field name="title" label="Title" error={errors.title} hint="The browser tab and search results, 3–70 characters.">
              <input
                {...described("title", errors.title)}
                defaultValue={values.title}
                onChange={(e) => setTitle(e.target.value)}
                required
                className={`${deskInputClass} text-lg font-semibold`}
              />
            </Field>
            <Field name="heading" label="Heading" error={errors.heading} hint="The page's big heading. Empty: the title.">
              <input
                {...described("heading", errors.heading)}
                defaultValue={values.heading}
                onChange={(e) => setHeading(e.target.value)}
                className={deskInputClass}
              />
            </Field>
            <Field name="lead" label="Lead" error={errors.lead} hint="The line under the heading.">
              <textarea
                {...described("lead", errors.lead)}
                rows={2}
                defaultValue={values.lead}
                onChange={(e) => setLead(e.target.value)}
                className={deskInputClass}
              />
            </Field>
            <Field
              name="description"
              label="Description"
              error={errors.description}
              hint={`${description.trim().length} of 40–300 characters: the search engines' summary.`}
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

          <div className={editorCard}>
            <Field
              name="markdown"
              label="Body (markdown)"
              error={errors.markdown}
              hint={<>## for sections, **bold**, [links](/contact). The site fills in {placeholders}.</>}
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

          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="publish" disabled={busy} className={primaryButton}>
              Publish
            </button>
            <button type="submit" name="intent" value="draft" disabled={busy} className={secondaryButton}>
              Save draft
            </button>
            {page.state === "draft" ? (
              <button type="submit" name="intent" value="discard-draft" formNoValidate disabled={busy} className={secondaryButton}>
                Discard draft
              </button>
            ) : null}
            <button type="submit" name="intent" value="preview" formNoValidate className={`${secondaryButton} js-hidden`}>
              Preview
            </button>
          </div>
        </div>

        <PreviewPanel
          html={html}
          pending={pending}
          above={<PageHero level={2} kicker={page.kicker} title={filled(heading.trim() || title, template)} lead={filled(lead, template)} />}
        />
      </Form>

      <div className="mt-8 grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-5">
          {page.state === "draft" ? <PreviewLinkCard url={previewUrl} what="the draft" /> : null}
          {page.edited || page.state === "draft" ? (
            <section aria-labelledby="file-heading" className={editorCard}>
              <h2 id="file-heading" className="font-semibold text-slate-900">
                The file&rsquo;s version
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Drops the words saved here (and any draft): visitors read content/pages/{page.slug}.md again. The revisions keep what you drop.
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <button type="submit" name="intent" value="revert" disabled={busy} className={secondaryButton}>
                  Revert to the file&rsquo;s version
                </button>
              </Form>
            </section>
          ) : null}
        </div>
        <RevisionsCard revisions={revisions} csrf={csrf} />
      </div>

      {compare ? <CompareCard compare={compare} /> : null}
    </DeskShell>
  );
}
