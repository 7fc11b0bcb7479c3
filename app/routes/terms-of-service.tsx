import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { useSite } from "../lib/site.ts";

export default function TermsOfService() {
  const site = useSite();
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description={`The terms for using ${site.name}'s website, its articles, white papers and contact channels.`}
        canonicalPath="/terms-of-service"
      />
      <ContentPage kicker="Legal" title="Terms of Service" lead="Last updated November 1, 2026.">
        <h2>Using this website</h2>
        <p>
          You may read, share and link to the pages of this website. Please do not attempt to disrupt it, probe it for vulnerabilities without our written
          permission, or send automated submissions through its forms.
        </p>
        <h2>Content</h2>
        <p>
          Articles, case studies and white papers are provided for general information. They reflect our engineers' experience but are not advice for your
          specific situation; test changes in your own environment first. Client names in case studies are fictional; the technical details are drawn from real
          engagements.
        </p>
        <p>You may download and share our white papers unmodified and with attribution. Code snippets in articles may be used freely in your own projects.</p>
        <h2>Enquiries</h2>
        <p>Sending an enquiry does not create a contract. Consulting work is governed by a separate written agreement.</p>
        <h2>Liability</h2>
        <p>The website is provided as is. To the extent the law allows, {site.name} is not liable for losses arising from the use of its content.</p>
        <h2>Law</h2>
        <p>These terms are governed by the laws of India, and the courts of Bangalore, Karnataka have jurisdiction.</p>
        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </ContentPage>
    </>
  );
}
