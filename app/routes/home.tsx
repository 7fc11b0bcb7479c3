import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/home";
import { prefetchRoute } from "../lib/route-data.server.ts";
import { skipServerOnClient } from "../lib/route-data.ts";
import { blogListQuery, caseStudiesQuery, servicesQuery, solutionsQuery, testimonialsQuery } from "../lib/queries.ts";
import { httpFetcher } from "../lib/http.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const f = context.readApi;
  return prefetchRoute([servicesQuery(f), solutionsQuery(f), caseStudiesQuery(f), testimonialsQuery(f), blogListQuery(f)]);
}
export const clientLoader = skipServerOnClient;

export default function Home() {
  const services = useQuery(servicesQuery(httpFetcher));
  const caseStudies = useQuery(caseStudiesQuery(httpFetcher));
  const posts = useQuery(blogListQuery(httpFetcher));
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>Clustermind</title>
      <h1 className="text-4xl font-bold">Kubernetes, LiveKit &amp; DevOps Consulting Services</h1>
      <Link to="/contact">Book a Consultation</Link> <Link to="/services">Explore Services</Link>
      <h2 className="mt-10 text-2xl font-semibold">Services</h2>
      {services.isError ? <p className="text-red-600">Error loading services. Please try again.</p> : null}
      <ul>{services.data?.map((s) => <li key={s.slug}><Link to={`/services/${s.slug}`}>{s.title}</Link></li>)}</ul>
      <h2 className="mt-10 text-2xl font-semibold">Case Studies</h2>
      <ul>{caseStudies.data?.slice(0, 3).map((c) => <li key={c.slug}>{c.title}</li>)}</ul>
      <h2 className="mt-10 text-2xl font-semibold">Blog</h2>
      <ul>{posts.data?.posts.slice(0, 3).map((p) => <li key={p.slug}><Link to={`/blog/${p.slug}`}>{p.title}</Link></li>)}</ul>
      <Link to="/blog">View all articles</Link>
    </div>
  );
}
