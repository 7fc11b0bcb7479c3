// The case-study editor (/admin/case-studies/new and /admin/case-studies/{slug}): the card's
// fields, the cover chosen from the desk's uploads or the generated art, the markdown
// beside a live preview rendered as the case-study page renders it, draft or published,
// a signed preview link, and the revisions with a diff and a restore. Every button is a
// plain form post answered with a 303 back here; the work is the service's, as the API's.
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/case-study-editor";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle, deskInputClass } from "../../components/desk/desk-card.tsx";
import { ContentStateBadge } from "../../components/desk/content-state-badge.tsx";
import {
  AddressField,
  DescriptionField,
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
import {
  caseStudyFormValues,
  caseStudyValuesOf,
  coverChoices,
  emptyCaseStudyValues,
  parseCaseStudyPatch,
  parseNewCaseStudy,
  renderCaseStudyBody,
  restoreCaseStudyRevision,
  type CaseStudyFormValues,
} from "../../lib/desk/case-studies.server.ts";
import { CASE_STUDY_INDUSTRIES } from "../../../common/case-study-industries.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { caseStudyPath } from "../../../common/paths.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

const SAVED_TEXT: Record<string, string> = {
  draft: "Draft saved. Only the desk and people with the preview link can read it.",
  published: "Published. It is on /case-studies, its page, the sitemap and the search now.",
  restored: "Revision restored. The words are back; saving again keeps both versions.",
};

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const [uploads, studies] = await Promise.all([context.images.list(), context.deskCaseStudies.list()]);
  const base = { user: session.user, csrf: session.csrfToken, covers: coverChoices(uploads, studies) };
  const slug = params.slug;
  if (!slug) {
    return {
      ...base,
      caseStudy: null,
      values: emptyCaseStudyValues,
      preview: renderCaseStudyBody(emptyCaseStudyValues.markdown),
      revisions: [],
      previewUrl: null,
      compare: null,
      saved: null,
    };
  }
  const caseStudy = await context.deskCaseStudies.get(slug);
  if (!caseStudy) throw data("No such case study.", { status: 404, headers: deskHeaders() });
  const query = new URL(request.url).searchParams;
  const compareId = Number(query.get("compare"));
  const revision = Number.isInteger(compareId) && compareId > 0 ? await context.deskCaseStudies.revision(slug, compareId) : undefined;
  return {
    ...base,
    caseStudy: { slug, title: caseStudy.title, status: caseStudy.status, source: caseStudy.source, image: caseStudy.image, art: caseStudy.art },
    values: caseStudyValuesOf(caseStudy),
    preview: renderCaseStudyBody(caseStudy.markdown),
    revisions: await context.deskCaseStudies.revisions(slug),
    previewUrl: new URL(context.previewLinks.link(slug, "caseStudy"), context.site.url).href,
    compare: revision
      ? revisionCompare(revision, caseStudy, {
          title: "Title",
          description: "Description",
          client: "Client",
          industry: "Industry",
          tags: "Tags",
          image: "Cover image",
          order: "Order",
        })
      : null,
    saved: SAVED_TEXT[query.get("saved") ?? ""] ?? null,
  };
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const actor = session.user.email;
  const form = await readFormPost(request);
  const refused = (status: number, errors: Record<string, string>, values: CaseStudyFormValues | null = null) =>
    data({ values, errors, preview: null as string | null }, { status, headers: deskHeaders() });
  if (!form.ok) return refused(form.status, { form: form.error });
  const slug = params.slug;
  const intent = form.body.intent;
  if (slug && intent === "restore") {
    const result = await restoreCaseStudyRevision(context.deskCaseStudies, actor, slug, Number(form.body.revision));
    if (!result.ok) return refused(result.status, { form: result.error });
    return redirect(`/admin/case-studies/${slug}?saved=restored`, 303);
  }
  const values = caseStudyFormValues(form.body);
  if (intent === "preview")
    return data({ values, errors: {} as Record<string, string>, preview: renderCaseStudyBody(values.markdown) }, { headers: deskHeaders() });
  const status = intent === "publish" ? "published" : "draft";
  if (!slug) {
    const parsed = parseNewCaseStudy(values, status);
    if (!parsed.ok) return refused(400, parsed.errors, values);
    const result = await context.deskCaseStudies.create(actor, parsed.input);
    if (!result.ok) return refused(result.status, result.fields ?? { form: result.error }, values);
    return redirect(`/admin/case-studies/${result.caseStudy.slug}?saved=${result.caseStudy.status}`, 303);
  }
  const parsed = parseCaseStudyPatch(values, status);
  if (!parsed.ok) return refused(400, parsed.errors, values);
  const result = await context.deskCaseStudies.update(actor, slug, parsed.input);
  if (!result.ok) return refused(result.status, result.fields ?? { form: result.error }, values);
  return redirect(`/admin/case-studies/${slug}?saved=${result.caseStudy.status}`, 303);
}

export default function CaseStudyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, caseStudy, covers, revisions, previewUrl, compare, saved } = loaderData;
  const values: CaseStudyFormValues = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const [markdown, setMarkdown] = useState(values.markdown);
  const [description, setDescription] = useState(values.description);
  const [cover, setCover] = useState(values.image);
  const { html, pending } = useLivePreview("/api/admin/case-studies/preview", markdown, actionData?.preview ?? loaderData.preview, csrf);
  const published = caseStudy?.status === "published";

  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta
        title={caseStudy ? `Edit: ${caseStudy.title}` : "New case study"}
        description="Write a case study."
        canonicalPath={caseStudy ? `/admin/case-studies/${caseStudy.slug}` : "/admin/case-studies/new"}
        noindex
      />
      <p className="text-sm">
        <Link to="/admin/case-studies" className="text-slate-600 hover:text-brand hover:underline">
          ← All case studies
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{caseStudy ? caseStudy.title : "New case study"}</h1>
        {caseStudy ? <ContentStateBadge state={caseStudy.status} /> : null}
        {caseStudy && published ? (
          <a href={caseStudyPath(caseStudy.slug)} className="text-sm font-medium text-brand hover:underline">
            View on the site
          </a>
        ) : null}
      </div>
      {caseStudy?.source === "file" ? (
        <p className="mt-1 text-sm text-slate-600">
          From content/case-studies/{caseStudy.slug}.md: your first save here makes it the desk&rsquo;s, and the file is then left alone.
        </p>
      ) : null}
      <EditorNotices saved={saved} errors={errors} />

      <Form method="post" className="mt-5 grid gap-5 lg:grid-cols-2" aria-label="Case study">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <div className="min-w-0 space-y-4">
          <div className={`${editorCard} space-y-4`}>
            <Field name="title" label="Title" error={errors.title}>
              <input {...described("title", errors.title)} defaultValue={values.title} required className={`${deskInputClass} text-lg font-semibold`} />
            </Field>
            <AddressField saved={caseStudy ? caseStudyPath(caseStudy.slug) : null} prefix="/case-studies/" slug={values.slug} error={errors.slug} />
            <DescriptionField
              defaultValue={values.description}
              typed={description}
              onChange={setDescription}
              error={errors.description}
              usedFor="the card's text, the overview and the search engines' summary"
            />
          </div>

          <fieldset className={`${editorCard} grid gap-4 sm:grid-cols-2`}>
            <legend className="sr-only">Client and project</legend>
            <Field name="client" label="Client" error={errors.client} hint="As the client may be named, e.g. Medisure Labs.">
              <input {...described("client", errors.client)} defaultValue={values.client} className={deskInputClass} />
            </Field>
            <Field name="industry" label="Industry" error={errors.industry} hint="The card's line and the list's groups.">
              <select {...described("industry", errors.industry)} defaultValue={values.industry} className={deskInputClass}>
                <option value="">Choose…</option>
                {CASE_STUDY_INDUSTRIES.map((i) => (
                  <option key={i} value={i}>
                    {i}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="tags" label="Tags" error={errors.tags} hint="2 to 8 technologies, separated by commas, e.g. Kubernetes, Argo CD.">
              <input {...described("tags", errors.tags)} defaultValue={values.tags} className={deskInputClass} />
            </Field>
            <Field name="order" label="Order" error={errors.order} hint="Place in the list: lower comes first (the home page shows the first 3).">
              <input {...described("order", errors.order)} type="number" min={0} max={9999} defaultValue={values.order} className={deskInputClass} />
            </Field>
          </fieldset>

          <div className={`${editorCard} grid gap-4 sm:grid-cols-[1fr_8rem] sm:items-start`}>
            <Field
              name="image"
              label="Cover image"
              error={errors.image}
              hint={
                <>
                  Empty: a chart of the study&rsquo;s own figures (from its results), drawn when you publish. Or pick one of the{" "}
                  <Link to="/admin/images">desk&rsquo;s images</Link> or the generated art, or type a site path or an https:// address.
                </>
              }
            >
              <input
                {...described("image", errors.image)}
                list="cover-choices"
                defaultValue={values.image}
                onChange={(e) => setCover(e.target.value)}
                className={`${deskInputClass} font-mono text-xs`}
              />
              <datalist id="cover-choices">
                {covers.map((c) => (
                  <option key={c.url} value={c.url} label={c.label} />
                ))}
              </datalist>
            </Field>
            {cover || caseStudy?.art ? (
              <figure>
                <img
                  src={cover || caseStudy?.art || ""}
                  alt=""
                  width={128}
                  height={72}
                  className="aspect-video w-32 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
                />
                {cover ? null : <figcaption className="mt-1 text-xs text-slate-500">Its own art, as saved</figcaption>}
              </figure>
            ) : null}
          </div>

          <div className={editorCard}>
            <Field
              name="markdown"
              label="Body (markdown)"
              error={errors.markdown}
              hint="## for sections (the challenge, the approach, the results), **bold**, [links](/contact), tables."
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
              {published ? "Update" : "Publish"}
            </button>
            <button type="submit" name="intent" value="draft" disabled={busy} className={secondaryButton}>
              {published ? "Unpublish" : "Save draft"}
            </button>
            <button type="submit" name="intent" value="preview" formNoValidate className={`${secondaryButton} js-hidden`}>
              Preview
            </button>
          </div>
        </div>

        <PreviewPanel html={html} pending={pending} />
      </Form>

      {caseStudy ? (
        <div className="mt-8 grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          {previewUrl && !published ? <PreviewLinkCard url={previewUrl} what="the case study" /> : null}
          <RevisionsCard revisions={revisions} csrf={csrf} />
        </div>
      ) : null}

      {compare ? <CompareCard compare={compare} /> : null}
    </DeskShell>
  );
}
