import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { useSite } from "../lib/site.ts";

export default function PrivacyPolicy() {
  const site = useSite();
  return (
    <>
      <PageMeta title="Privacy Policy" description={`What ${site.name}'s website collects (enquiries, chat messages, analytics), why, how long we keep it, and how to reach us about your data.`} canonicalPath="/privacy-policy" />
      <ContentPage kicker="Legal" title="Privacy Policy" lead="Last updated November 1, 2026. Plain language, no surprises.">
        <h2>Who we are</h2>
        <p>
          This website is operated by {site.name}, {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}, India.
          For anything about your data, write to <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li><strong>Contact enquiries</strong>: the name, e-mail address, company and message you send with the contact form, plus the time and your IP address and browser name, which we use to stop abuse.</li>
          <li><strong>Chat messages</strong>: the text you type in the chat widget. Greetings are answered in your browser and not sent; other messages are stored like enquiries.</li>
          <li><strong>Analytics</strong>: only when enabled on this site, Google Analytics records page views (the page address, an anonymous identifier, approximate location and device type). Without it, no third-party script is loaded.</li>
        </ul>
        <p>We do not sell your data, and we do not use it for advertising.</p>
        <h2>Why we use it</h2>
        <p>To answer your enquiry, to prepare a consultation you asked for, and to understand which pages are useful. Our legal basis is your request and our legitimate interest in replying to it.</p>
        <h2>How long we keep it</h2>
        <ul>
          <li>Enquiries and chat messages: 24 months after our last contact, then deleted, unless they become part of a contract.</li>
          <li>Messages identified as spam: 90 days.</li>
          <li>Analytics data: 14 months.</li>
        </ul>
        <h2>Who receives it</h2>
        <p>Our own team, and the providers that deliver our e-mail and host this website, under contracts that protect your data. Data may be processed outside your country with appropriate safeguards.</p>
        <h2>Your rights</h2>
        <p>You can ask for a copy of your data, its correction or its deletion, and you can object to its use. Write to <a href={`mailto:${site.email}`}>{site.email}</a>; we answer within 30 days.</p>
        <h2>Cookies</h2>
        <p>This site sets no cookies of its own. Analytics, when enabled, sets cookies to tell visits apart.</p>
      </ContentPage>
    </>
  );
}
