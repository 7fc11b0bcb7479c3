// Text alternatives for the architecture diagrams the image build draws for each service
// and solution (scripts/images/diagrams.ts, same keys): what the boxes and arrows say,
// for readers who cannot see the picture. Cards that repeat a linked title keep alt="".
const alts: Record<string, string> = {
  "/images/services/livekit-consulting.jpg":
    "LiveKit SFU topology: browsers and mobile apps connect over WebRTC to SFU nodes in a LiveKit cluster; an office client behind a firewall reaches them through TURN on TLS port 443; the SFU nodes share room state in Redis, send recordings through Egress to MP4 and HLS storage, and exchange media with AI agents.",
  "/images/services/webrtc-consulting.jpg":
    "WebRTC call setup: peer A and peer B exchange the offer and answer through a WebSocket signaling server, learn their public address from STUN, and send media directly over SRTP or, when no direct path exists, through a TURN relay on UDP or TLS port 443.",
  "/images/services/video-conferencing-framework.jpg":
    "Video framework layers: your web, iOS and Android app on top of a framework SDK for rooms, layouts, chat and recording, on a swappable media server (LiveKit, Jitsi or mediasoup), on Kubernetes infrastructure with TURN and autoscaling; room tokens for auth, recording egress to S3 and client call-quality stats alongside.",
  "/images/services/kubernetes-managed-services.jpg":
    "Managed Kubernetes cluster layout on EKS, GKE or AKS: users reach a load balancer and the ingress, which routes to an autoscaled app node pool; a highly available control plane with managed upgrades, a spot-instance batch pool and a system pool; Prometheus, Grafana and Loki feed alerts to 24/7 on-call against SLOs, and Velero backs up the cluster.",
  "/images/services/managed-sre.jpg":
    "The error-budget loop: define SLOs such as 99.9% of requests, measure them with burn-rate alerts, respond with on-call and runbooks, learn in blameless reviews, and start again; measurement spends the error budget of 43 minutes a month. Budget left means ship features, budget spent means fix reliability.",
  "/images/services/end-to-end-devops.jpg":
    "GitOps delivery: a pull request in the app repo runs the CI pipeline (build, test, scan), which pushes a signed image to the registry and writes the new tag to the config repo; Argo CD syncs the Helm charts and pulls the image to staging and to production with a canary; monitoring of SLOs and alerts feeds back to the app repo.",
  "/images/services/cloud-native-consulting.jpg":
    "Cloud-native target architecture: users pass a CDN and WAF to an API gateway in managed Kubernetes, which serves the web app; the web app and workers communicate over a NATS or Kafka event bus; workers use managed PostgreSQL, the event bus writes to object storage, metrics and logs are collected, all on a landing zone of accounts, networks, IAM and budgets.",
  "/images/services/cloud-native-development.jpg":
    "Event-driven cloud-native services: a web or mobile client calls a REST API described in OpenAPI, which calls the orders service; orders stores data in PostgreSQL and publishes events on a NATS event bus that billing and notifications consume; every twelve-factor service has its own container, probes, metrics and tests.",
  "/images/solutions/cloud-migration.jpg":
    "Cloud migration wave plan over six months: wave 0 builds the landing zone in months 1 and 2, wave 1 moves stateless apps from month 2, wave 2 the databases from mid month 3, and wave 3 the legacy apps in months 5 and 6; each wave plans, rehearses the cut-over, switches and retires the old system.",
  "/images/solutions/cloud-native-transformation.jpg":
    "Transformation roadmap in four stages, from VMs and manual deploys to a self-service platform and operating model: stage 1 assesses the portfolio, stage 2 builds the landing zone with network and IAM, stage 3 the Kubernetes platform, stage 4 migrates and runs workloads in waves; a platform team grows with every stage.",
  "/images/solutions/devops-automation.jpg":
    "Automated delivery with gates: commit, cached build, unit and end-to-end tests, CVE scan and a preview environment per pull request; after merge a canary gets 5% of traffic and is promoted to 100% in production when healthy or rolled back automatically on errors; Terraform plans on each pull request and applies to production.",
  "/images/solutions/kubernetes-cost-optimization.jpg":
    "Waterfall chart of monthly cluster spend: from 100%, right-sizing saves 18%, autoscaling 12% and spot nodes 10%, leaving 60%, a typical 40% cut.",
  "/images/solutions/kubernetes-security-suite.jpg":
    "Five Kubernetes security layers: build (signed images and SBOMs with cosign), admit (Kyverno allows only signed images and no root), network (default-deny policies per namespace), secrets (External Secrets from Vault) and runtime (Falco detects shells and drift); each control maps to SOC 2 and ISO 27001 evidence.",
  "/images/solutions/video-conferencing-agents.jpg":
    "AI agents in a LiveKit room: people on web and mobile and phone callers via SIP join a LiveKit room; an AI agent joins as a participant, uses speech-to-text, language and text-to-speech models, and works with your systems such as CRM and tickets, replying in under a second while data stays in your cloud.",
  "/images/solutions/video-conferencing-agents-room.jpg":
    "A video call with three people and an AI agent as the fourth participant; everyone sees live captions, and the agent produces a transcript, action items, a summary and answers.",
  "/images/solutions/video-conferencing-agents-pipeline.jpg":
    "The voice agent pipeline: the caller speaks, the end of the turn is detected, speech-to-text, a language model writes the reply and text-to-speech speaks it back; latency budget about 850 ms: 200 ms turn detection, 150 ms speech-to-text, 350 ms language model, 150 ms text-to-speech, under one second.",
  "/images/solutions/webrtc-consulting-development.jpg":
    "Three WebRTC topologies: a mesh connects every peer to every peer and suits 2 to 4 people; an SFU receives one upload from each participant and forwards streams; an MCU mixes everything into one stream on the server.",
};

/** The description of an image that is a diagram, or "" for a decorative one. */
export function diagramAlt(src: string): string {
  return alts[src] ?? "";
}
