// SPEC 2, Home: service cards show a built-in feature list keyed by slug; unknown
// slugs get a default four-item list.
export const DEFAULT_SERVICE_FEATURES = [
  "Assessment of your current setup",
  "Implementation by senior engineers",
  "Documentation and handover",
  "Ongoing support options",
];

const featuresBySlug: Record<string, string[]> = {
  "kubernetes-managed-services": [
    "24/7 monitoring and on-call",
    "Quarterly version upgrades",
    "Autoscaling and cost control",
    "Security patching and CIS scans",
  ],
  "livekit-consulting": ["SFU architecture and sizing", "TURN over TLS on 443", "Egress recording and streaming", "AI agents on LiveKit"],
  "end-to-end-devops": ["CI pipelines with signed images", "GitOps with Argo CD", "Progressive rollouts", "Terraform infrastructure"],
  "managed-sre": ["SLOs and error budgets", "Burn-rate alerting", "Incident response", "Blameless reviews"],
  "video-conferencing-framework": ["WebRTC framework analysis", "Load tests on your cloud", "Room and token services", "Client SDK wrappers"],
  "cloud-native-consulting": ["Application assessment", "Landing zone in code", "Migration waves", "FinOps and showback"],
};

export function serviceFeatures(slug: string): string[] {
  return featuresBySlug[slug] ?? DEFAULT_SERVICE_FEATURES;
}
