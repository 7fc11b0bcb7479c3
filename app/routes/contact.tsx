// Contact (SPEC 2): hero with the 24-hour promise, the form, the side panel and the FAQ
// (content/faq.yaml).
// The action serves the no-JavaScript form post with the same validation as the API:
// a stored message answers 303 to /contact?sent=1#message-sent (post, redirect, get:
// a refresh shows the confirmation again and sends nothing); errors answer 400 with
// the form, its error summary and the values kept.
import { data, redirect } from "react-router";
import { Mail, Phone } from "lucide-react";
import type { Route } from "./+types/contact";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { CONTACT_CARD_ID } from "../components/contact/contact-form.tsx";
import { ContactIsland, type ContactIslandProps } from "../components/contact/contact-island.tsx";
import { Island } from "../islands/island.tsx";
import { MESSAGE_SENT_ID } from "../components/contact/message-sent.tsx";
import { FaqList } from "../components/widgets/faq-list.tsx";
import { ContactDetails, telHref } from "../components/widgets/contact-details.tsx";
import { useSite } from "../lib/data/site.ts";
import { readFormPost, refusedPost, textField } from "../lib/forms/form-post.ts";
import { SERVER_LIMITS, type ContactForm } from "../../common/contact-schema.ts";
import { plainFormAttribution } from "../../common/attribution.ts";
import { CONTACT_PROMISES, CONTACT_TOAST } from "../../common/spec-texts.ts";
import { appContext } from "../load-context.ts";

// The form's signed start time: a bot cannot skip or forge it (server/leads/screening.ts).
// /contact is rendered per request (server/pages/handler.ts UNCACHED), so it may read ?sent,
// and the campaign and Referer a post without JavaScript carries as its attribution.
export function loader({ context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const attribution = JSON.stringify(plainFormAttribution(url, request.headers.get("referer") ?? undefined));
  return { formToken: context.issueFormToken(), sent: url.searchParams.has("sent"), attribution, faq: context.content.faq };
}

/** What the page may show back of a failed post: the four fields, each cut to its bound. */
function echoedValues(body: Record<string, FormDataEntryValue>): Partial<ContactForm> {
  const field = (name: keyof ContactForm) => textField(body, name, SERVER_LIMITS[name]);
  return { name: field("name"), email: field("email"), company: field("company"), message: field("message") };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const post = await readFormPost(request);
  if (!post.ok) return refusedPost(post.status, post.error, {} as Partial<ContactForm>);
  const values = echoedValues(post.body);
  try {
    const result = await context.intake(post.body, { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined });
    if (!result.ok) return data({ sent: false as const, errors: result.errors, values }, { status: 400 });
    return redirect(`/contact?sent=1#${MESSAGE_SENT_ID}`, 303);
  } catch (err) {
    context.logger.error({ err }, "no-JS contact form: lead could not be stored");
    return refusedPost(503, CONTACT_TOAST.failed.description, values);
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const failed = actionData;
  const enquiry: ContactIslandProps = {
    formToken: loaderData.formToken,
    plainAttribution: loaderData.attribution,
    sentByServer: loaderData.sent && !failed,
    serverErrors: failed?.errors,
    serverValues: failed?.values,
  };
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Book a consultation with our Kubernetes, LiveKit and DevOps engineers. Tell us what you are building; we reply within ${CONTACT_PROMISES.reply}.`}
        canonicalPath="/contact"
        pageType="contact"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "Contact", url: "/contact" },
        ]}
      />
      <section className="bg-gradient-to-br from-[#0b1f3a] via-[#0f3b6e] to-brand py-16 text-white sm:py-20">
        <div className="mx-auto max-w-7xl px-4">
          <p className="text-sm font-semibold tracking-widest text-sky-300 uppercase">Contact</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Have a question about your platform?</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            {`Tell us what you are building or what is hurting in production. A senior engineer reads every message, and we reply within ${CONTACT_PROMISES.reply}.`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-6">
            <a href={telHref(site.phone)} className="inline-flex items-center gap-2 font-medium text-white underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="h-5 w-5 text-sky-300" /> {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 font-medium text-white underline-offset-4 hover:underline">
              <Mail aria-hidden="true" className="h-5 w-5 text-sky-300" /> {site.email}
            </a>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-3 lg:py-20">
        <div id={CONTACT_CARD_ID} className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
          <h2 className="text-2xl font-bold text-slate-900">Send Us a Message</h2>
          <p className="mt-2 text-slate-600">Fields marked optional can be left empty. Everything else helps us prepare for the call.</p>
          <div className="mt-6">
            {failed?.errors.form ? (
              <p role="alert" className="mb-5 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
                {failed.errors.form}
              </p>
            ) : null}
            <Island name="contact" when="visible" props={enquiry}>
              <ContactIsland {...enquiry} />
            </Island>
          </div>
        </div>

        <aside className="space-y-6" aria-label="Contact details">
          <ContactDetails title="Talk to an engineer" />
          <div className="rounded-2xl bg-brand p-6 text-white">
            <h2 className="text-lg font-semibold">What happens next</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-sky-50">
              <li>{`We reply within ${CONTACT_PROMISES.reply}.`}</li>
              <li>{`A discovery call within ${CONTACT_PROMISES.discoveryCall} of first contact.`}</li>
              <li>{`Implementation can start within ${CONTACT_PROMISES.implementationStart}.`}</li>
            </ol>
          </div>
        </aside>
      </section>

      <FaqList title="Frequently Asked Questions" items={loaderData.faq} />
    </>
  );
}
