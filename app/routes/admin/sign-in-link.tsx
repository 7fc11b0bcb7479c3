// /admin/sign-in/link/<token>: a one-time sign-in link (printed by the CLI or e-mailed).
// Opening it only shows a button: mail scanners fetch links, and a GET must not use
// one up. The button's POST uses the link and signs the person in; someone without a
// password yet goes on to /admin/account to choose one.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/sign-in-link";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskAlert, DeskCard, deskHandle, deskPrimaryButtonClass } from "../../components/desk/desk-card.tsx";
import { deskHeaders } from "../../lib/desk/desk-session.server.ts";
import { SIGN_IN_MESSAGES } from "../../../common/desk-rules.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const email = await context.desk.signInLinkEmail(params.token);
  // 410 Gone: the link existed or never did; either way it will not work again.
  if (!email) return data({ email: null }, { status: 410, headers: deskHeaders() });
  return { email };
}

export async function action({ params, request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const signedIn = await context.desk.signInWithLink(params.token, { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined });
  if (!signedIn) return data({ failed: true }, { status: 410, headers: deskHeaders() });
  const to = signedIn.needsPassword ? "/admin/account?welcome" : "/admin/leads";
  return redirect(to, { status: 303, headers: { "Set-Cookie": context.desk.sessionCookie(signedIn) } });
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const usable = loaderData.email && !actionData;
  return (
    <>
      <PageMeta title="Sign in with a link" description="A one-time sign-in link for the lead desk." noindex />
      {usable ? (
        <DeskCard
          title="Sign in with this link"
          intro={
            <>
              You are signing in as <strong className="font-semibold text-slate-900">{loaderData.email}</strong>. The link works once.
            </>
          }
        >
          <Form method="post">
            <button type="submit" autoFocus className={deskPrimaryButtonClass}>
              Sign in
            </button>
          </Form>
        </DeskCard>
      ) : (
        <DeskCard
          title="This link no longer works"
          footer={
            <a href="/admin/sign-in" className="font-medium text-brand underline underline-offset-4">
              Go to the sign-in page
            </a>
          }
        >
          <DeskAlert tone="error">{SIGN_IN_MESSAGES.linkInvalid}</DeskAlert>
          <p className="mt-4 text-sm text-slate-600">
            Sign in with your password, or ask for a new link on the sign-in page (or from a colleague with{" "}
            <code className="text-xs">npm run admin -- sign-in-link</code>).
          </p>
        </DeskCard>
      )}
    </>
  );
}
