// The SPEC's route list (section 2), plus the pages the footer links to, site search,
// the lead inbox and the search-engine files.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:slug", "routes/solution-detail.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("white-papers", "routes/white-papers.tsx"),
  route("white-papers/:id", "routes/white-paper-detail.tsx"),
  route("search", "routes/search.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("resources/open-source", "routes/open-source.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("admin/leads", "routes/admin-leads.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
