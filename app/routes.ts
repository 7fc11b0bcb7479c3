// The SPEC's route list (section 2), plus the pages the footer links to and the
// search-engine files.
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
  route("blog/:slug", "routes/blog-post.tsx"),
  route("white-papers", "routes/white-papers.tsx"),
  route("white-papers/:id", "routes/white-paper-detail.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
