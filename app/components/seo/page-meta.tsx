// Page metadata (SPEC 'Page metadata rules'). Rendered inside each screen; React 19
// hoists <title>, <meta> and <link> into <head>, during SSR and on client navigation.
// Interface is fixed; the full implementation (OG, Twitter, JSON-LD...) is issue 3's.
export interface Breadcrumb {
  name: string;
  url: string;
}
export interface PageMetaProps {
  title: string;
  description?: string;
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
}

export function PageMeta(props: PageMetaProps) {
  return (
    <>
      <title>{props.title}</title>
      {props.description ? <meta name="description" content={props.description} /> : null}
      <meta name="robots" content={props.noindex ? "noindex, follow" : "index, follow"} />
    </>
  );
}
