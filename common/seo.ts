// Page metadata rules (SPEC 'Page metadata rules', sections 5 and 9): titles,
// descriptions, robots, and the JSON-LD records, built once and used by every page.
import type { BlogPosting, BreadcrumbList, ContactPage, Organization, Service, WebPage, WebSite, WithContext, Blog } from "schema-dts";
import type { SiteConfig } from "../site.config.ts";
import { BRAND_COLOR } from "./brand.ts";

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;
export const THEME_COLOR = BRAND_COLOR;
export const DEFAULT_KEYWORDS = ["Kubernetes", "Cloud Infrastructure", "Security", "DevOps", "Optimization", "Management", "Cloud Native", "Containerization"];
export const LOGO = { path: "/images/logo.png", width: 280, height: 60 };
export const DEFAULT_IMAGE = LOGO.path;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}

/** SPEC 5: 'Home' gets a fixed long title; otherwise ' | {brand}' unless the brand is in it; then 60 max. */
export function pageTitle(title: string, brand: string): string {
  if (title === "Home") return cut(homeTitle(brand), TITLE_LIMIT);
  const full = title.includes(brand) ? title : `${title} | ${brand}`;
  return cut(full, TITLE_LIMIT);
}

export function homeTitle(brand: string): string {
  // Long, but within the 60-character limit so search results show it whole.
  return `${brand} | Kubernetes, LiveKit & DevOps Consulting`;
}

export function pageDescription(description: string): string {
  return cut(description, DESCRIPTION_LIMIT);
}

export function robots(noindex?: boolean): string {
  return noindex ? "noindex, follow" : "index, follow";
}

export function absoluteUrl(site: SiteConfig, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function organizationLd(site: SiteConfig): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    description: site.description,
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(site, LOGO.path),
      width: { "@type": "QuantitativeValue", value: LOGO.width },
      height: { "@type": "QuantitativeValue", value: LOGO.height },
    },
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", telephone: site.phone, email: site.email, availableLanguage: ["English"] },
    sameAs: site.social.map((s) => s.href),
  };
}

export function websiteLd(site: SiteConfig): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: site.url,
    description: site.description,
    publisher: { "@id": `${site.url}/#organization` },
    inLanguage: "en-US",
  };
}

export function webPageLd(site: SiteConfig, page: { title: string; description: string; url: string }): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: page.url,
    isPartOf: { "@id": `${site.url}/#website` },
    inLanguage: "en-US",
  };
}

export function serviceLd(site: SiteConfig, page: { title: string; description: string; url: string }): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.title,
    description: page.description,
    url: page.url,
    provider: { "@id": `${site.url}/#organization` },
    areaServed: "Worldwide",
  };
}

export function blogPostingLd(
  site: SiteConfig,
  post: { title: string; description: string; url: string; image: string; datePublished?: string; dateModified?: string; author?: string },
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { "@type": post.author ? "Person" : "Organization", name: post.author ?? `${site.name} Team` },
    publisher: { "@id": `${site.url}/#organization` },
  };
}

export function contactPageLd(site: SiteConfig, page: { title: string; description: string; url: string }): WithContext<ContactPage> {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: page.title,
    description: page.description,
    url: page.url,
    about: { "@id": `${site.url}/#organization` },
  };
}

export function blogLd(site: SiteConfig, page: { title: string; description: string; url: string }): WithContext<Blog> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: page.title,
    description: page.description,
    url: page.url,
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl(site, LOGO.path) } },
    inLanguage: "en-US",
  };
}

export function breadcrumbLd(site: SiteConfig, crumbs: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(site, c.url) })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so content cannot close the script. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
