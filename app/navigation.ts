// Navigation as data (SPEC section 2): the header, the services dropdown, the footer
// and the not-found help links are lists, rendered by components.
import { titleCase } from "./lib/presentation/title-case.ts";
import { servicePath, solutionPath } from "../common/paths.ts";
export interface NavLink {
  label: string;
  href: string;
}

// The SPEC gives these labels in sentence case ('video conferencing framework'); they are
// shown in title case by titleCase (not by CSS `capitalize`, which wrote "End-To-End").
export const serviceMenu: NavLink[] = [
  { label: "Kubernetes managed services", href: servicePath("kubernetes-managed-services") },
  { label: "LiveKit consulting", href: servicePath("livekit-consulting") },
  { label: "End-to-end DevOps", href: servicePath("end-to-end-devops") },
  { label: "Managed SRE", href: servicePath("managed-sre") },
  { label: "video conferencing framework", href: servicePath("video-conferencing-framework") },
  { label: "WebRTC framework analysis", href: servicePath("video-conferencing-framework") },
].map((l) => ({ ...l, label: titleCase(l.label) }));

export const headerLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Solutions", href: "/solutions" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Blog", href: "/blog" },
  { label: "White Papers", href: "/white-papers" },
];

export const contactLink: NavLink = { label: "Contact Us", href: "/contact" };

export const footerCompanyLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Solutions", href: "/solutions" },
  { label: "Contact", href: "/contact" },
];

export const footerResourceLinks: NavLink[] = [
  { label: "Blog", href: "/blog" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "White Papers", href: "/white-papers" },
  { label: "Open Source", href: "/resources/open-source" },
];

export const footerLegalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Sitemap", href: "/sitemap" },
];

export const notFoundHelpLinks: { group: string; links: NavLink[] }[] = [
  {
    group: "Services",
    links: [
      { label: "Kubernetes Managed Services", href: servicePath("kubernetes-managed-services") },
      { label: "WebRTC Consulting", href: servicePath("webrtc-consulting") },
      { label: "Cloud-Native Development", href: servicePath("cloud-native-development") },
    ],
  },
  {
    group: "Solutions",
    links: [
      { label: "Kubernetes Cost Optimization", href: solutionPath("kubernetes-cost-optimization") },
      { label: "Cloud Migration", href: solutionPath("cloud-migration") },
      { label: "DevOps Automation", href: solutionPath("devops-automation") },
    ],
  },
  {
    group: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "White Papers", href: "/white-papers" },
    ],
  },
];
