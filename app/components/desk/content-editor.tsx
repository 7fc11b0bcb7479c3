// The pieces every content editor of the desk shares (posts, case studies, pages): a
// labelled field with its hint or error, the live preview rendered by the server as the
// site renders it, the signed preview link, the revisions with compare and restore, and
// the diff. Every button is a plain form post, so it all works without JavaScript.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { deskInputClass, deskLabelClass } from "./desk-card.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import type { RevisionCompare } from "../../lib/desk/revision-diff.ts";

export const editorCard = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
export const secondaryButton =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";
export const primaryButton =
  "rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70";

export function Field({ name, label, error, hint, children }: { name: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`edit-${name}`} className={deskLabelClass}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`edit-${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`edit-${name}-error`} className="mt-1 text-sm text-rose-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria wiring of a field to its hint or error. */
export const described = (name: string, error?: string) => ({
  id: `edit-${name}`,
  name,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `edit-${name}-error` : `edit-${name}-hint`,
});

/** The markdown rendered by the server (`endpoint`) as you type (debounced); the Preview button does it without JavaScript. */
/** The address of what is edited: fixed once saved (old links would break), a slug field before. */
export function AddressField({ saved, prefix, slug, error }: { saved: string | null; prefix: string; slug: string; error?: string }) {
  if (saved)
    return (
      <p className="text-xs text-slate-500">
        Address: <span className="font-mono">{saved}</span>
      </p>
    );
  return (
    <Field name="slug" label="Address" error={error} hint="Lower-case words joined by hyphens; it cannot change once saved.">
      <div className="mt-1.5 flex items-center rounded-lg border border-slate-300 bg-slate-50 text-sm focus-within:border-brand">
        <span className="pl-3 font-mono text-slate-500">{prefix}</span>
        <input
          {...described("slug", error)}
          defaultValue={slug}
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          className="min-w-0 flex-1 rounded-r-lg bg-white px-2 py-2.5 font-mono text-base text-slate-900 outline-none"
        />
      </div>
    </Field>
  );
}

/** The description with a running count of `typed` (what is in the box now); `usedFor` says where visitors read it. */
export function DescriptionField(props: { defaultValue: string; typed: string; onChange: (text: string) => void; error?: string; usedFor: string }) {
  const { defaultValue, typed, onChange, error, usedFor } = props;
  return (
    <Field name="description" label="Description" error={error} hint={`${typed.trim().length} of 40–300 characters: ${usedFor}.`}>
      <textarea
        {...described("description", error)}
        rows={3}
        defaultValue={defaultValue}
        onChange={(e) => onChange(e.target.value)}
        className={deskInputClass}
      />
    </Field>
  );
}

export function useLivePreview(endpoint: string, markdown: string, initialHtml: string, csrf: string) {
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
        const res = await fetch(endpoint, {
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
  }, [endpoint, markdown, csrf]);
  return { html, pending };
}

/** The body as the site renders it, beside the form; `above`: what the page shows before its body (a page's heading and lead). */
export function PreviewPanel({
  html,
  pending,
  above,
  empty = "The body appears here as you write it.",
}: {
  html: string;
  pending: boolean;
  above?: ReactNode;
  empty?: string;
}) {
  return (
    <section aria-labelledby="preview-heading" className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
      <div className={editorCard}>
        <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
          <h2 id="preview-heading" className="font-semibold text-slate-900">
            Preview
          </h2>
          <span className="text-xs text-slate-500" aria-live="polite">
            {pending ? "Updating…" : "As the site renders it"}
          </span>
        </div>
        {above ? <div className="mt-4 overflow-hidden rounded-md">{above}</div> : null}
        {html ? <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="mt-4 text-sm text-slate-500">{empty}</p>}
      </div>
    </section>
  );
}

/** The signed link that opens what is saved but not published, for people without an account. */
export function PreviewLinkCard({ url, what }: { url: string; what: string }) {
  return (
    <section aria-labelledby="share-heading" className={editorCard}>
      <h2 id="share-heading" className="font-semibold text-slate-900">
        Preview link
      </h2>
      <p className="mt-1 text-sm text-slate-600">Anyone with this link can read {what} as saved, for 7 days; search engines are told not to index it.</p>
      <input readOnly value={url} aria-label="Preview link" className={`${deskInputClass} font-mono text-xs`} onFocus={(e) => e.target.select()} />
      <a href={url} className="mt-2 inline-block text-sm font-medium text-brand hover:underline">
        Open the preview
      </a>
    </section>
  );
}

export interface RevisionRow {
  id: number;
  at: string;
  actor: string;
  title: string;
  status: string;
  /** Uploads it shows that were deleted since (decision 055). */
  missingImages?: { url: string; alt: string }[];
}

/** A revision's images deleted since, said before anyone restores it: the restore still works, and the page shows the alt text. */
function MissingImages({ images }: { images: { url: string; alt: string }[] }) {
  return (
    <div className="basis-full rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200">
      <p className="font-medium">
        {images.length === 1 ? "Uses an image deleted since" : `Uses ${images.length} images deleted since`}. Restoring still works; the page then shows:
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {images.map((i) => (
          <li key={i.url} className="break-all">
            {i.alt ? <>its alt text, &ldquo;{i.alt}&rdquo;,</> : "the placeholder picture"} for <span className="font-mono text-amber-800">{i.url}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const STATUS_WORD: Record<string, string> = { draft: "draft", published: "published", file: "the file's words" };

/** Every save, newest first: compare any with now, or restore its words. */
export function RevisionsCard({ revisions, csrf }: { revisions: RevisionRow[]; csrf: string }) {
  return (
    <section aria-labelledby="revisions-heading" className={editorCard}>
      <h2 id="revisions-heading" className="font-semibold text-slate-900">
        Revisions
      </h2>
      {revisions.length === 0 ? <p className="mt-2 text-sm text-slate-500">None yet: each save in the desk keeps one.</p> : null}
      <ol className="mt-2 divide-y divide-slate-100 text-sm">
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="text-slate-900">{deskDateTime(r.at)}</span>
            <span className="text-slate-500">{r.actor}</span>
            <span className="min-w-0 flex-1 truncate text-slate-600">
              {r.title}
              {STATUS_WORD[r.status] && r.status !== "published" ? <span className="text-slate-400"> · {STATUS_WORD[r.status]}</span> : null}
            </span>
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
            {i > 0 && r.missingImages?.length ? <MissingImages images={r.missingImages} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A revision against what is saved now: the fields that differ, and the body line by line. */
export function CompareCard({ compare }: { compare: RevisionCompare }) {
  return (
    <section id="compare" aria-labelledby="compare-heading" className={`${editorCard} mt-5`}>
      <h2 id="compare-heading" className="font-semibold text-slate-900">
        Changes since {deskDateTime(compare.at)} ({compare.actor})
      </h2>
      {compare.fields.map((f) => (
        <p key={f.field} className="mt-2 text-sm">
          <span className="font-medium">{f.label}:</span> <del className="bg-rose-50 text-rose-900">{f.before || "(empty)"}</del> →{" "}
          <ins className="bg-emerald-50 text-emerald-900 no-underline">{f.after || "(empty)"}</ins>
        </p>
      ))}
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
  );
}

/** A saved notice and the form's error, above the form. */
export function EditorNotices({ saved, errors }: { saved: string | null; errors: Record<string, string> }) {
  return (
    <>
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
    </>
  );
}
