// Privacy requests in the desk (GDPR; India's DPDP Act 2023): a copy of everything stored
// about an e-mail address, as a JSON download (served by privacy-export.ts), and its erasure.
// Both are plain form posts (they work without JavaScript); both are written to the audit
// log, without the address.
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/privacy";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskShell } from "../../components/desk/desk-shell.tsx";
import { deskHandle } from "../../components/desk/desk-card.tsx";
import { deskDateTime } from "../../lib/desk/desk-time.ts";
import { readFormPost } from "../../lib/forms/form-post.ts";
import { DeskAddressErasure, deskHeaders, requireDeskSession } from "../../lib/desk/desk.server.ts";
import { CSRF_FIELD } from "../../../common/desk-rules.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

const NOT_AN_ADDRESS = "Enter the e-mail address the request is about (not the chat's placeholder address).";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const params = new URL(request.url).searchParams;
  const erased = params.get("erased");
  // A download refused by /admin/privacy/export comes back here with the reason.
  const exportRefused = params.get("export");
  const exportError = exportRefused === "not-an-address" ? NOT_AN_ADDRESS : exportRefused ? "The request could not be read. Try again." : undefined;
  const history = await context.deskService.privacyHistory(20);
  return { user: session.user, csrf: session.csrfToken, erased, exportError, history };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const session = await requireDeskSession(request, context);
  const desk = context.deskService;
  const post = await readFormPost(request);
  if (!post.ok) return data({ error: post.error, field: undefined }, { status: post.status });
  const intent = post.body.intent;
  const notAnAddress = () => data({ error: NOT_AN_ADDRESS, field: intent }, { status: 400 });
  if (intent === "erase") {
    if (post.body.confirm !== "yes") return data({ error: "Tick the box to confirm: an erasure cannot be undone.", field: intent }, { status: 400 });
    try {
      const count = await desk.erasePersonalData(session.user.email, post.body.email);
      if (count === null) return notAnAddress();
      return redirect(`/admin/privacy?erased=${count}`, 303);
    } catch (err) {
      if (!(err instanceof DeskAddressErasure)) throw err;
      return data({ error: err.message, field: intent }, { status: 409 });
    }
  }
  return data({ error: "Choose to export or to erase.", field: undefined }, { status: 400 });
}

const HISTORY_TEXT: Record<string, (d: Record<string, unknown> | null) => string> = {
  "privacy.export": (d) => `exported the data of one address (${d?.leads ?? 0} lead${d?.leads === 1 ? "" : "s"})`,
  "privacy.erase": (d) => `erased the data of one address (${d?.count ?? 0} lead${d?.count === 1 ? "" : "s"})`,
  "privacy.retention": (d) => `erased ${d?.count ?? 0} lead(s) older than ${d?.days ?? "?"} days (retention)`,
};

const card = "rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5";
const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm";

/** The address a request is about, with the error the server found in it, said at the field. */
function AddressField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <>
      <label className="block text-xs font-medium text-slate-700">
        E-mail address
        <input
          type="email"
          name="email"
          required
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={control}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

export default function DeskPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { user, csrf, erased, exportError, history } = loaderData;
  const errorFor = (intent: string) => (actionData?.field === intent ? actionData.error : undefined);
  return (
    <DeskShell user={user} csrf={csrf}>
      <PageMeta title="Privacy requests" description="Export or erase what is stored about a person." canonicalPath="/admin/privacy" noindex />
      <h1 className="text-2xl font-bold text-slate-900">Privacy requests</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        When someone asks what we hold about them, or asks us to delete it (GDPR, India's DPDP Act 2023), find it by their e-mail address: their leads, the
        notes on them, their deliveries and the activity about them. Answer within 30 days.
      </p>
      {erased !== null ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          Erased {erased} lead{erased === "1" ? "" : "s"} and everything about {erased === "1" ? "it" : "them"}.
        </p>
      ) : null}
      {actionData?.error && !actionData.field ? (
        <p role="alert" className="mt-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200">
          {actionData.error}
        </p>
      ) : null}

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="export-heading" className={card}>
          <h2 id="export-heading" className="font-semibold text-slate-900">
            Send someone a copy
          </h2>
          <p className="mt-1 text-sm text-slate-600">Downloads everything stored about the address as a JSON file you can send them.</p>
          {/* A native post to a resource route: the answer is the file, not a page. */}
          <form method="post" action="/admin/privacy/export" className="mt-3 space-y-3">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <AddressField id="export" error={exportError} />
            <button type="submit" name="intent" value="export" className="rounded-md bg-brand px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark">
              Download the data
            </button>
          </form>
        </section>

        <section aria-labelledby="erase-heading" className={card}>
          <h2 id="erase-heading" className="font-semibold text-slate-900">
            Erase someone's data
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Deletes every lead from the address, with its notes, deliveries and activity. The activity log keeps only that an erasure happened. This cannot be
            undone: download a copy first if they asked for one.
          </p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name={CSRF_FIELD} value={csrf} />
            <AddressField id="erase" error={errorFor("erase")} />
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 h-4 w-4" />I understand this erases the data for good.
            </label>
            <button type="submit" name="intent" value="erase" className="rounded-md bg-rose-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-rose-700">
              Erase
            </button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="history-heading" className={`${card} mt-5`}>
        <h2 id="history-heading" className="font-semibold text-slate-900">
          Recent requests
        </h2>
        {history.length ? (
          <ol className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((h) => (
              <li key={h.id}>
                <span className="text-slate-500">{deskDateTime(h.at)}</span> · {h.actor} {(HISTORY_TEXT[h.action] ?? (() => h.action))(h.detail)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-slate-600">None yet.</p>
        )}
      </section>
    </DeskShell>
  );
}
