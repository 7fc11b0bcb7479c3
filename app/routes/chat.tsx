// The chat without JavaScript (SPEC 'Chat widget', decision 004). The bubble's plain form
// posts the first message here; that page cannot carry a signed start time (it is cached
// for everyone), so nothing is stored yet: this page answers as the chat does, asking
// where to reply, with the message kept and a fresh token. The second post (with the
// address, or "Skip") stores ONE chat lead and answers 303 to /chat?sent=1#chat-sent, so
// a refresh never sends it twice. GET /chat is the same form, for a visitor who comes here directly.
import { useEffect, useRef } from "react";
import { data, Link, redirect } from "react-router";
import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/chat";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { readFormPost, refusedPost, textField } from "../lib/forms/form-post.ts";
import { CHAT_TEXT } from "../../common/chat-rules.ts";
import { CONTACT_PROMISES, CONTACT_TOAST } from "../../common/spec-texts.ts";
import { CHAT_PLACEHOLDER, FORM_TOKEN_FIELD, SERVER_LIMITS } from "../../common/contact-schema.ts";
import { HoneypotField } from "../components/widgets/honeypot-field.tsx";
import { plainChatAttribution, plainFormAttribution, safeUrl } from "../../common/attribution.ts";
import { appContext } from "../load-context.ts";

const SENT_ID = "chat-sent";
type Values = { message: string; email: string };

// Rendered per request (server/pages/handler.ts UNCACHED): a signed start time, and ?sent.
// Also where the visit came from, as far as the server can tell (a post without JavaScript).
export function loader({ context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const attribution = JSON.stringify(plainFormAttribution(url, request.headers.get("referer") ?? undefined));
  return { formToken: context.issueFormToken(), sent: url.searchParams.has("sent"), attribution };
}

/** The bubble's first post comes from the page the chat was opened on (its Referer). */
function bubblePageAttribution(request: Request): string | undefined {
  const from = safeUrl(request.headers.get("referer") ?? "");
  return from && from.host === new URL(request.url).host ? JSON.stringify(plainChatAttribution(from)) : undefined;
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const post = await readFormPost(request);
  if (!post.ok) return refusedPost(post.status, post.error, { message: "", email: "" } as Values);
  const body = post.body;
  const values: Values = { message: textField(body, "message", SERVER_LIMITS.message), email: textField(body, "email", SERVER_LIMITS.email) };
  // From the bubble on a cached page: ask where to reply before storing anything.
  // The token it gets times the address page only (an "address" step: decision 026), so a
  // visitor who autofills the address is not judged as if they had typed the message there.
  if (!textField(body, FORM_TOKEN_FIELD, 200)) {
    return {
      sent: false as const,
      asking: true,
      errors: {} as Record<string, string>,
      values,
      attribution: bubblePageAttribution(request),
      formToken: context.issueFormToken("address"),
    };
  }
  const skip = body.intent === "skip" || !values.email.trim();
  const enquiry = { ...body, name: CHAT_PLACEHOLDER.name, email: skip ? CHAT_PLACEHOLDER.email : values.email, source: "chat" };
  try {
    const result = await context.intake(enquiry, { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined });
    if (!result.ok)
      return data({ sent: false as const, asking: false, errors: result.errors, values, attribution: textField(body, "attribution", 4000) }, { status: 400 });
    return redirect(`/chat?sent=1#${SENT_ID}`, 303);
  } catch (err) {
    context.logger.error({ err }, "no-JS chat: lead could not be stored");
    return refusedPost(503, CHAT_TEXT.error, values);
  }
}

const inputClass =
  "mt-1.5 block w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand focus:outline-2 focus:outline-brand/30 aria-[invalid=true]:border-red-600";
const bot = "mr-8 rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200";

export default function Chat({ loaderData, actionData }: Route.ComponentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sent = loaderData.sent && !actionData;
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const asking = actionData && "asking" in actionData && actionData.asking;
  const errorText = (name: keyof Values) =>
    errors[name] ? (
      <p id={`chat-page-${name}-error`} className="mt-1.5 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: keyof Values) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `chat-page-${name}-error` } : {});

  return (
    <>
      <PageMeta
        title={CHAT_TEXT.title}
        description={`Ask us about Kubernetes, LiveKit, DevOps or your cloud; we reply within ${CONTACT_PROMISES.reply}.`}
        canonicalPath="/chat"
        noindex
      />
      <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{CHAT_TEXT.title}</h1>
        {sent ? (
          <div id={SENT_ID} role="status" className="mt-8 flex scroll-mt-28 gap-3 rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
            <div>
              <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
                {CONTACT_TOAST.sent.title}
              </h2>
              <p className="mt-1">{CHAT_TEXT.thanks}</p>
              <div className="mt-4 flex flex-wrap gap-4">
                <Link to="/chat" className="font-medium underline">
                  Send another message
                </Link>
                <Link to="/" className="font-medium underline">
                  Back to the home page
                </Link>
              </div>
            </div>
          </div>
        ) : (
          <form method="post" action="/chat" noValidate className="mt-8 space-y-5 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6">
            <p className={bot}>{CHAT_TEXT.greeting}</p>
            {errors.form ? (
              <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
                {errors.form}
              </p>
            ) : null}
            <div>
              <label htmlFor="chat-page-message" className="block text-sm font-medium text-slate-800">
                Your message
              </label>
              <textarea
                id="chat-page-message"
                name="message"
                rows={4}
                maxLength={SERVER_LIMITS.message}
                defaultValue={values?.message ?? ""}
                className={inputClass}
                {...described("message")}
              />
              {errorText("message")}
            </div>
            {asking ? <p className={bot}>{CHAT_TEXT.askEmail}</p> : null}
            <div>
              <label htmlFor="chat-page-email" className="block text-sm font-medium text-slate-800">
                {CHAT_TEXT.emailLabel}
              </label>
              <input
                id="chat-page-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={SERVER_LIMITS.email}
                defaultValue={values?.email ?? ""}
                className={inputClass}
                {...described("email")}
              />
              {errorText("email")}
            </div>
            <HoneypotField />
            <input type="hidden" name={FORM_TOKEN_FIELD} value={(actionData && "formToken" in actionData && actionData.formToken) || loaderData.formToken} />
            <input type="hidden" name="attribution" value={(actionData && "attribution" in actionData && actionData.attribution) || loaderData.attribution} />
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                name="intent"
                value="send"
                className="rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                Send message
              </button>
              <button type="submit" name="intent" value="skip" className="px-2 py-3 font-medium text-slate-700 underline hover:text-slate-900">
                {CHAT_TEXT.skip}: send without an address
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
