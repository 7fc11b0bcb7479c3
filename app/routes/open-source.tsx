import { PageMeta } from "../components/seo/page-meta.tsx";
import { ContentPage } from "../components/widgets/content-page.tsx";

export default function OpenSource() {
  return (
    <>
      <PageMeta
        title="Open Source"
        description="The open-source projects we contribute to and the tools, charts and runbooks we publish for the Kubernetes and WebRTC communities."
        canonicalPath="/resources/open-source"
      />
      <ContentPage
        kicker="Resources"
        title="Open Source"
        lead="We build on open source every day, so we give back: fixes upstream, and the tools we wish we had found."
      >
        <h2>Projects we contribute to</h2>
        <ul>
          <li>
            <strong>Kubernetes and its SIGs</strong>: documentation fixes, e2e test improvements and bug reports from production upgrades.
          </li>
          <li>
            <strong>LiveKit</strong>: Helm chart improvements, deployment documentation and issue reproductions for the server, Egress and Agents.
          </li>
          <li>
            <strong>Argo CD and Argo Rollouts</strong>: ApplicationSet examples and analysis templates for progressive delivery.
          </li>
          <li>
            <strong>OpenTelemetry</strong>: collector configuration examples for Kubernetes and feedback on semantic conventions.
          </li>
          <li>
            <strong>Cilium</strong>: network policy examples and Hubble dashboards.
          </li>
        </ul>
        <h2>What we publish</h2>
        <ul>
          <li>
            <strong>Helm charts</strong> for running LiveKit with TURN over TLS, Egress on dedicated nodes and Redis-backed routing.
          </li>
          <li>
            <strong>Terraform modules</strong> for EKS and GKE landing zones with sensible security defaults.
          </li>
          <li>
            <strong>SLO templates</strong> for common services (HTTP APIs, queues, WebRTC sessions) in Sloth and Pyrra format.
          </li>
          <li>
            <strong>Runbooks</strong> for the incidents we see most often: certificate expiry, DNS, node pressure, etcd latency.
          </li>
          <li>
            <strong>Load-testing scripts</strong> for SFUs with synthetic participants and network impairment profiles.
          </li>
        </ul>
        <h2>Our policy</h2>
        <p>
          When we fix a bug in an open-source dependency for a client, we send the fix upstream by default, with the client's agreement. Engineers get paid time
          each month for open-source work, and we sponsor maintainers of the projects our clients depend on most.
        </p>
      </ContentPage>
    </>
  );
}
