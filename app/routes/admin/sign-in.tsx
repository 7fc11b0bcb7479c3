// /admin/sign-in: the firm's people sign in with e-mail and password, or (with SMTP_URL
// set) ask for a one-time link by e-mail. A plain form handled by the action, so it works
// without JavaScript: a failure answers the page again with the message and the focus on
// the field to fix; success is a 303 to ?next= (a path on this site) or /admin/leads.
import { useEffect, useRef } from "react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import {
  DeskAlert,
  DeskCard,
  deskHandle,
  deskInputClass,
  deskLabelClass,
  deskPrimaryButtonClass,
  deskSecondaryButtonClass,
} from "../../components/desk/desk-card.tsx";
import { readFormPost, textField } from "../../lib/forms/form-post.ts";
import { deskHeaders } from "../../lib/desk/desk-session.server.ts";
import { SIGN_IN_MESSAGES, safeNextPath } from "../../../common/desk-rules.ts";
import { useSite } from "../../lib/data/site.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get("next"));
  if (await context.desk.session(request.headers.get("cookie"))) throw redirect(next, 303);
  const notice = url.searchParams.has("link-sent") ? "link-sent" : url.searchParams.has("signed-out") ? "signed-out" : null;
  return { next, notice, canEmailLinks: context.desk.canEmailLinks };
}

type Failure = { error: string; field: "email" | "password"; email: string };
const failed = (status: number, failure: Failure) => data(failure, { status, headers: deskHeaders() });

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const post = await readFormPost(request);
  if (!post.ok) return failed(post.status, { error: post.error, field: "email", email: "" });
  const email = textField(post.body, "email", 320).trim();
  const next = safeNextPath(post.body.next);
  const who = { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined };
  if (!email) return failed(400, { error: "Enter your e-mail address.", field: "email", email });

  if (post.body.intent === "link" && context.desk.canEmailLinks) {
    await context.desk.requestSignInLink(email, who);
    return redirect("/admin/sign-in?link-sent", 303);
  }
  const result = await context.desk.signInWithPassword(email, textField(post.body, "password", 2048), who);
  if (!result.ok) return failed(400, { error: SIGN_IN_MESSAGES.refused, field: "password", email });
  return redirect(next, { status: 303, headers: { "Set-Cookie": context.desk.sessionCookie(result) } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const navigation = useNavigation();
  // A new visit to the page (e.g. after "link sent") starts with empty fields; a failed post keeps them.
  const { key: visit } = useLocation();
  const busy = navigation.state === "submitting";
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a failed post made with JavaScript, the focus goes where it does on the server-rendered page.
  useEffect(() => {
    if (actionData) (actionData.field === "email" ? emailRef : passwordRef).current?.focus();
  }, [actionData]);
  const error = actionData?.error;
  return (
    <>
      <PageMeta title="Sign in" description={`Sign in to the ${site.name} lead desk.`} canonicalPath="/admin/sign-in" noindex />
      <DeskCard
        title="Sign in"
        intro={<>to the {site.name} lead desk</>}
        footer={
          <>
            Need an account? Ask a colleague to run{" "}
            <code className="rounded bg-slate-200/70 px-1.5 py-0.5 text-xs whitespace-nowrap">npm run admin -- create-user</code>.
          </>
        }
      >
        <div className="space-y-4">
          {error ? (
            <DeskAlert tone="error" id="sign-in-error">
              {error}
            </DeskAlert>
          ) : null}
          {!error && loaderData.notice === "link-sent" ? <DeskAlert tone="success">{SIGN_IN_MESSAGES.linkSent}</DeskAlert> : null}
          {!error && loaderData.notice === "signed-out" ? <DeskAlert tone="info">You are signed out.</DeskAlert> : null}
        </div>
        <Form key={visit} method="post" className={`space-y-5 ${error || loaderData.notice ? "mt-5" : ""}`}>
          <input type="hidden" name="next" value={loaderData.next} />
          <div>
            <label htmlFor="sign-in-email" className={deskLabelClass}>
              E-mail address
            </label>
            <input
              ref={emailRef}
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              required
              autoFocus={!actionData || actionData.field === "email"}
              defaultValue={actionData?.email ?? ""}
              aria-invalid={actionData?.field === "email" || undefined}
              aria-describedby={actionData?.field === "email" ? "sign-in-error" : undefined}
              className={deskInputClass}
            />
          </div>
          <div>
            <label htmlFor="sign-in-password" className={deskLabelClass}>
              Password
            </label>
            <input
              ref={passwordRef}
              id="sign-in-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus={actionData?.field === "password"}
              aria-invalid={actionData?.field === "password" || undefined}
              aria-describedby={actionData?.field === "password" ? "sign-in-error" : undefined}
              className={deskInputClass}
            />
          </div>
          <button type="submit" name="intent" value="password" disabled={busy} className={deskPrimaryButtonClass}>
            {busy && navigation.formData?.get("intent") === "password" ? "Signing in…" : "Sign in"}
          </button>
          {loaderData.canEmailLinks ? (
            <>
              <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
              </div>
              <button type="submit" name="intent" value="link" formNoValidate disabled={busy} className={deskSecondaryButtonClass}>
                E-mail me a sign-in link
              </button>
              <p className="text-center text-xs text-slate-500">No password needed: the link signs you in once, within 15 minutes.</p>
            </>
          ) : null}
        </Form>
      </DeskCard>
    </>
  );
}
