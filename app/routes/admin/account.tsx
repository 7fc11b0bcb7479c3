// /admin/account: the signed-in person sets or changes their password (at least 12
// characters). Someone who arrived by a sign-in link without a password lands here.
// Changing a password asks for the current one (a borrowed session is not enough);
// saving signs out their other browsers and e-mails the person (with SMTP_URL).
// Below it: the person's time zone (the desk's times and "today" for them) and their
// morning digest, a form of its own.
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { PageMeta } from "../../components/seo/page-meta.tsx";
import { DeskAlert, DeskCard, deskHandle, deskInputClass, deskLabelClass, deskPrimaryButtonClass } from "../../components/desk/desk-card.tsx";
import { SignOutForm } from "../../components/desk/sign-out-form.tsx";
import { readFormPost, textField } from "../../lib/forms/form-post.ts";
import { deskHeaders, requireDeskSessionWithSecret } from "../../lib/desk/desk-session.server.ts";
import { CSRF_FIELD, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "../../../common/desk-rules.ts";
import { appContext } from "../../load-context.ts";
import { deskLinks } from "../../components/desk/desk-stylesheet.ts";
import { timeZoneChoices } from "../../../common/time-zone.ts";

export const handle = deskHandle;
export const links = deskLinks;
export const headers = deskHeaders;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const current = await requireDeskSessionWithSecret(request, context);
  const query = new URL(request.url).searchParams;
  const { user, csrfToken } = current.session;
  return {
    user,
    csrf: csrfToken,
    hasPassword: await context.desk.hasPassword(current),
    preferences: await context.desk.preferences(current),
    zones: timeZoneChoices(),
    welcome: query.has("welcome"),
    saved: query.has("saved"),
    savedPreferences: query.has("preferences"),
  };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const current = await requireDeskSessionWithSecret(request, context);
  const post = await readFormPost(request);
  if (!post.ok) return data({ error: post.error }, { status: post.status, headers: deskHeaders() });
  if (post.body.intent === "preferences") {
    const saved = await context.desk.savePreferences(current, { timeZone: post.body.timeZone, digest: post.body.digest === "on" });
    if (!saved.ok) return data({ error: saved.error, preferences: true }, { status: 400, headers: deskHeaders() });
    return redirect("/admin/account?preferences", 303);
  }
  const password = textField(post.body, "password", MAX_PASSWORD_LENGTH + 1);
  if (password !== textField(post.body, "confirm", MAX_PASSWORD_LENGTH + 1)) {
    return data({ error: "The two passwords are not the same." }, { status: 400, headers: deskHeaders() });
  }
  const currentPassword = textField(post.body, "current", MAX_PASSWORD_LENGTH + 1);
  const who = { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined };
  const result = await context.desk.setPassword(current, password, currentPassword, who);
  if (!result.ok) return data({ error: result.error }, { status: 400, headers: deskHeaders() });
  return redirect("/admin/account?saved", 303);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const passwordRef = useRef<HTMLInputElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const wrongCurrent = actionData?.error === PASSWORD_MESSAGES.wrongCurrent;
  const preferencesError = actionData && "preferences" in actionData ? actionData.error : undefined;
  const passwordError = preferencesError ? undefined : actionData?.error;
  useEffect(() => {
    if (passwordError) (wrongCurrent ? currentRef : passwordRef).current?.focus();
  }, [passwordError, wrongCurrent]);
  const { user } = loaderData;
  return (
    <>
      <PageMeta title="Your account" description="Set your lead desk password." canonicalPath="/admin/account" noindex />
      <DeskCard
        title={loaderData.welcome ? "Choose a password" : "Your password"}
        intro={
          <>
            Signed in as <strong className="font-semibold text-slate-900">{user.email}</strong>.
          </>
        }
        footer={
          <div className="flex items-center justify-center gap-4">
            <a href="/admin/leads" className="font-medium text-brand underline underline-offset-4">
              Go to the leads
            </a>
            <SignOutForm csrf={loaderData.csrf} />
          </div>
        }
      >
        <div className="space-y-4">
          {passwordError ? (
            <DeskAlert tone="error" id="account-error">
              {passwordError}
            </DeskAlert>
          ) : null}
          {loaderData.saved && !actionData ? (
            <DeskAlert tone="success">Your password is saved. Other browsers signed in as you were signed out.</DeskAlert>
          ) : null}
          {loaderData.welcome && !actionData ? (
            <DeskAlert tone="info">Welcome. Choose a password to sign in with next time; the link you used will not work again.</DeskAlert>
          ) : null}
        </div>
        <Form method="post" className="mt-5 space-y-5">
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          {loaderData.hasPassword ? (
            <div>
              <label htmlFor="account-current" className={deskLabelClass}>
                Current password
              </label>
              <input
                ref={currentRef}
                id="account-current"
                name="current"
                type="password"
                autoComplete="current-password"
                required
                autoFocus
                aria-invalid={wrongCurrent || undefined}
                aria-describedby={wrongCurrent ? "account-error" : undefined}
                className={deskInputClass}
              />
            </div>
          ) : null}
          <div>
            <label htmlFor="account-password" className={deskLabelClass}>
              New password
            </label>
            <input
              ref={passwordRef}
              id="account-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoFocus={!loaderData.hasPassword}
              aria-invalid={passwordError && !wrongCurrent ? true : undefined}
              aria-describedby={passwordError && !wrongCurrent ? "account-error account-password-hint" : "account-password-hint"}
              className={deskInputClass}
            />
            <p id="account-password-hint" className="mt-1.5 text-sm text-slate-500">
              At least {MIN_PASSWORD_LENGTH} characters. A phrase of a few words is easy to type and hard to guess.
            </p>
          </div>
          <div>
            <label htmlFor="account-confirm" className={deskLabelClass}>
              New password again
            </label>
            <input
              id="account-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              className={deskInputClass}
            />
          </div>
          <button type="submit" disabled={busy} className={deskPrimaryButtonClass}>
            {busy ? "Saving…" : "Save password"}
          </button>
        </Form>
        <Form method="post" className="mt-8 space-y-4 border-t border-slate-200 pt-6" aria-labelledby="preferences-heading">
          <h2 id="preferences-heading" className="text-lg font-semibold text-slate-900">
            Time zone and e-mail
          </h2>
          {preferencesError ? (
            <DeskAlert tone="error" id="preferences-error">
              {preferencesError}
            </DeskAlert>
          ) : null}
          {loaderData.savedPreferences && !actionData ? (
            <DeskAlert tone="success">Saved. The desk shows your times in {loaderData.preferences.timeZone}.</DeskAlert>
          ) : null}
          <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
          <input type="hidden" name="intent" value="preferences" />
          <div>
            <label htmlFor="account-zone" className={deskLabelClass}>
              Your time zone
            </label>
            <select id="account-zone" name="timeZone" defaultValue={loaderData.preferences.timeZone} className={deskInputClass}>
              {loaderData.zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
            <p className="mt-1.5 text-sm text-slate-500">Times in the desk, &ldquo;Due today&rdquo; and your morning e-mail follow it.</p>
          </div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" name="digest" defaultChecked={loaderData.preferences.digest} className="mt-0.5 size-4 rounded border-slate-300" />
            <span>
              E-mail me at 08:00 my overdue leads and the ones due today
              <span className="block text-slate-500">Sent only on days when something is due.</span>
            </span>
          </label>
          <button type="submit" disabled={busy} className={deskPrimaryButtonClass}>
            Save time zone and e-mail
          </button>
        </Form>
      </DeskCard>
    </>
  );
}
