// The screens the Lighthouse and page-weight benches measure: one of each kind.
export const benchScreens = [
  "/",
  "/services",
  "/services/kubernetes-managed-services",
  "/solutions",
  "/solutions/video-conferencing-agents",
  "/case-studies",
  "/case-studies/payments-platform-multi-az-eks",
  "/blog",
  "/blog/kubernetes-cost-optimization-karpenter",
  "/white-papers",
  "/white-papers/1",
  "/contact",
  "/no-such-page",
  "/about",
  "/search?q=karpenter",
];
