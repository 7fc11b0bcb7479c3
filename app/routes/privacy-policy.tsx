import type { Route } from "./+types/privacy-policy";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { useSite } from "../lib/site.ts";
import { ConsentReset } from "../components/consent-reset.tsx";

// How long enquiries are kept is the server's LEAD_RETENTION_DAYS: the page states what the server does.
export function loader({ context }: Route.LoaderArgs) {
  return { retentionDays: context.leadRetentionDays };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { retentionDays } = loaderData;
  const { gaMeasurementId } = site;
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description={`What ${site.name}'s website collects (enquiries, chat messages, analytics), why, who sees it, how long we keep it, and how to get a copy or have it erased.`}
        canonicalPath="/privacy-policy"
      />
      <ContentPage kicker="Legal" title="Privacy Policy" lead="Last updated November 23, 2026. Plain language, no surprises.">
        <h2>Who we are</h2>
        <p>
          This website is operated by {site.name}, {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}, India. For
          anything about your data, write to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Contact enquiries</strong>: the name, e-mail address, company and message you send with the contact form, the time, and your IP address and
            browser name (user agent), which we use to stop abuse.
          </li>
          <li>
            <strong>Chat messages</strong>: the text you type in the chat widget, and the e-mail address if you give one. Greetings are answered in your browser
            and not sent; a conversation is stored like an enquiry, with the same details.
          </li>
          <li>
            <strong>What we add</strong>: our notes on your enquiry, its status with us, and a record of its delivery to our inbox.
          </li>
          <li>
            <strong>Where your visit came from</strong>: the page you arrived on, the site that linked to it and any campaign tags in its address (such as
            utm_source). Your browser keeps them for the length of the visit, in the tab&apos;s session storage (gone when the tab closes), and sends them with
            an enquiry or a chat, so we know which page or campaign brought it. Without JavaScript we note the page the form was on instead.
          </li>
          <li>
            <strong>Visit statistics</strong>: each page view is counted per day, with the page, the referring site, the campaign tags and the kind of device
            (phone, tablet or desktop). To count visitors without following them, our server combines your IP address and browser name with a random key that
            changes every day and keeps only a one-way hash of the three; the key and the hashes are deleted after the next day, so one day&apos;s visits cannot
            be linked to another&apos;s. Neither your address nor your browser name is stored for this, no cookie is set, and it needs no consent.
          </li>
          <li>
            <strong>Google Analytics</strong>:{" "}
            {gaMeasurementId
              ? "only if you allow it in the banner this site shows. Until you choose, nothing is sent to Google. If you allow it, Google Analytics records page views (the page address, an identifier in a cookie, approximate location and device type)."
              : "not used on this site; no script from another site is loaded."}
          </li>
        </ul>
        {gaMeasurementId ? (
          <p>
            Your choice is kept in your browser. To change it: <ConsentReset />
          </p>
        ) : null}
        <p>We do not sell your data, and we do not use it for advertising.</p>
        <h2>Why we use it</h2>
        <p>
          To answer your enquiry, to prepare a consultation you asked for, and to understand which pages are useful. Our legal basis is your request and our
          legitimate interest in replying to it.
        </p>
        <h2>Who can see it</h2>
        <p>
          Our own people, who read and answer enquiries in our private lead desk after signing in. Each enquiry is also forwarded to our team by e-mail or to
          our own sales systems. The providers that deliver our e-mail and host this website process it for us, under contracts that protect your data. Data may
          be processed outside your country with appropriate safeguards.
        </p>
        <h2>How long we keep it</h2>
        <ul>
          {retentionDays ? (
            <li>
              Enquiries and chat messages, with our notes and delivery records: {retentionDays === 1 ? "1 day" : `${retentionDays} days`} after we receive them;
              then they are erased automatically.
            </li>
          ) : (
            <li>
              Enquiries and chat messages, with our notes and delivery records: until you ask us to erase them, or until we erase them because we no longer need
              them.
            </li>
          )}
          <li>Visit statistics: daily totals, which say nothing about any one person, for as long as the site runs.</li>
          {gaMeasurementId ? <li>Google Analytics data: 14 months.</li> : null}
        </ul>
        <h2>Your rights</h2>
        <p>
          Under the EU General Data Protection Regulation (GDPR) you may ask for a copy of your data (in a machine-readable file), its correction or its
          erasure, restrict or object to its use, and complain to a data protection authority. Under India&apos;s Digital Personal Data Protection Act, 2023 you
          may ask what we hold about you and how we use it, have it corrected, completed, updated or erased, nominate someone to act for you, and have a
          grievance addressed by us, then by the Data Protection Board of India.
        </p>
        <p>
          To ask for a copy or for erasure, write to <a href={`mailto:${site.email}`}>{site.email}</a> from the address you used with us (so we know the request
          is yours). We answer within 30 days. A copy contains everything we store under that address; an erasure removes your enquiries, chat messages, our
          notes and delivery records, and keeps only the fact that an erasure took place, without your address.
        </p>
        <h2>Cookies</h2>
        <p>
          This site sets no cookies of its own for visitors (only our people get a sign-in cookie for the lead desk).
          {gaMeasurementId ? " Google Analytics, if you allow it, sets cookies to tell visits apart." : ""}
        </p>
      </ContentPage>
    </>
  );
}
