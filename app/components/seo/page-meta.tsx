// Page metadata (SPEC 'Page metadata rules'). Rendered inside each screen; React 19
// hoists <title>, <meta> and <link> into <head>, during SSR and on client navigation.
// The JSON-LD scripts carry this request's CSP nonce.
import { useLocation } from "react-router";
import {
  absoluteUrl,
  blogLd,
  blogPostingLd,
  breadcrumbLd,
  contactPageLd,
  DEFAULT_IMAGE,
  DEFAULT_KEYWORDS,
  jsonLdText,
  organizationLd,
  pageDescription,
  pageTitle,
  robots,
  serviceLd,
  webPageLd,
  websiteLd,
} from "../../../common/seo.ts";
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE, shareImagePath } from "../../../common/share-image.ts";
import { useSite } from "../../lib/data/site.ts";
import { useNonce } from "../../lib/document/nonce.tsx";
import { BLOG_FEED_PATH } from "../../../common/paths.ts";

export interface Breadcrumb {
  name: string;
  url: string;
}
export interface PageMetaProps {
  title: string;
  description?: string;
  /** The page's own picture, for its structured data; link previews use its share image (common/share-image.ts). */
  image?: string;
  type?: string;
  canonicalPath?: string;
  canonicalUrl?: string;
  noindex?: boolean;
  schema?: Record<string, unknown> | Record<string, unknown>[];
  breadcrumbs?: Breadcrumb[];
  keywords?: string[];
  pageType?: "website" | "service" | "blog" | "contact";
  datePublished?: string;
  dateModified?: string;
  author?: string;
  ogType?: string;
  /** Link the blog's RSS feed (true) or another feed from this page's head. */
  feed?: boolean | { title: string; href: string };
}

export function PageMeta(props: PageMetaProps) {
  const site = useSite();
  const nonce = useNonce();
  const location = useLocation();
  const title = pageTitle(props.title, site.name);
  const description = pageDescription(props.description ?? site.description);
  // A page kept out of search results names no canonical URL of its own: the not-found
  // page is one document shared by every unknown URL (server/pages/handler.ts).
  const ownUrl = props.canonicalUrl ?? (props.canonicalPath || !props.noindex ? absoluteUrl(site, props.canonicalPath ?? location.pathname) : undefined);
  const url = ownUrl ?? absoluteUrl(site, "/");
  const image = absoluteUrl(site, props.image ?? DEFAULT_IMAGE);
  const shareImage = absoluteUrl(site, ownUrl && !props.noindex ? shareImagePath(new URL(ownUrl).pathname) : DEFAULT_SHARE_IMAGE);
  const feed = props.feed === true ? { title: `${site.name} Blog`, href: BLOG_FEED_PATH } : props.feed || null;
  const ogType = props.ogType ?? props.type ?? "website";
  const page = { title, description, url };

  const records: unknown[] = [organizationLd(site), websiteLd(site), webPageLd(site, page)];
  if (props.pageType === "service") records.push(serviceLd(site, page));
  if (props.pageType === "contact") records.push(contactPageLd(site, page));
  if (props.pageType === "blog") {
    records.push(
      ogType === "article"
        ? blogPostingLd(site, {
            ...page,
            title: props.title,
            image,
            datePublished: props.datePublished,
            dateModified: props.dateModified,
            author: props.author,
          })
        : blogLd(site, page),
    );
  }
  if (props.breadcrumbs?.length) records.push(breadcrumbLd(site, props.breadcrumbs));
  if (props.schema) records.push(...(Array.isArray(props.schema) ? props.schema : [props.schema]));

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={(props.keywords ?? DEFAULT_KEYWORDS).join(", ")} />
      <meta name="robots" content={robots(props.noindex)} />
      {ownUrl ? <link rel="canonical" href={ownUrl} /> : null}
      {props.author ? <meta name="author" content={props.author} /> : null}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {ownUrl ? <meta property="og:url" content={ownUrl} /> : null}
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      {props.datePublished ? <meta property="article:published_time" content={props.datePublished} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="twitter:image:alt" content={title} />
      {feed ? <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} /> : null}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(records) }} />
    </>
  );
}
