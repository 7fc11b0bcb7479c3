import { data, Link } from "react-router";
import type { Route } from "./+types/white-paper-detail";
import { findWhitePaper } from "../lib/white-papers.ts";

export function loader({ params }: Route.LoaderArgs) {
  return data(null, { status: findWhitePaper(params.id) ? 200 : 404 });
}
export const clientLoader = () => null;

export default function WhitePaperDetail({ params }: Route.ComponentProps) {
  const paper = findWhitePaper(params.id);
  if (!paper) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <title>White Paper Not Found</title>
        <h1 className="text-3xl font-bold">White Paper Not Found</h1>
        <p>The white paper you're looking for doesn't exist or has been moved.</p>
        <Link to="/white-papers">Back to White Papers</Link>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <title>{paper.title}</title>
      <h1 className="text-4xl font-bold">{paper.title}</h1>
      <p>{paper.datePublished} · {paper.pages} pages</p>
      <p>{paper.description}</p>
      <a href={paper.pdfUrl} target="_blank" rel="noopener">Download PDF</a>
    </article>
  );
}
