import { Link } from "react-router";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { useSite } from "../lib/site.ts";

export default function About() {
  const site = useSite();
  return (
    <>
      <PageMeta
        title="About Us"
        description="A Bangalore team of platform, SRE and real-time video engineers who design, build and operate cloud-native systems for companies worldwide."
        canonicalPath="/about"
      />
      <ContentPage kicker="About" title={`About ${site.name}`} lead="Engineers first: we build and run the systems we advise on.">
        <h2>Who we are</h2>
        <p>
          {site.name} is a cloud-native consulting firm of platform engineers, site reliability engineers and WebRTC specialists. We started in 2019 after years
          of running Kubernetes and real-time video in production at product companies, and we still measure ourselves by how calm our clients' on-call
          rotations are.
        </p>
        <h2>How we work</h2>
        <ul>
          <li>
            <strong>Measure first.</strong> Every engagement starts with data: usage, costs, incidents, delivery metrics.
          </li>
          <li>
            <strong>Work in your repositories.</strong> Everything we build is code you own, reviewed by your team.
          </li>
          <li>
            <strong>Write decisions down.</strong> Each significant choice gets a short decision record with its trade-offs.
          </li>
          <li>
            <strong>Leave you stronger.</strong> We pair with your engineers so they can run what we build without us.
          </li>
        </ul>
        <h2>Our team</h2>
        <p>
          Our engineers hold CKA, CKS and cloud professional certifications, contribute to open-source projects in the Kubernetes and WebRTC ecosystems, and
          have operated platforms serving millions of users in fintech, healthcare, e-commerce, media and SaaS.
        </p>
        <h2>Our office</h2>
        <p>
          We are based in Bangalore, Karnataka, India ({site.address.street}, {site.address.locality} {site.address.postalCode}), and work with clients across
          Asia, Europe and North America, with overlap in every time zone that matters for on-call.
        </p>
        <p>
          <Link to="/contact">Get in touch</Link> — we reply within 24 hours.
        </p>
      </ContentPage>
      <CallToAction />
    </>
  );
}
