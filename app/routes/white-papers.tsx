import { Link } from "react-router";
import { whitePapers } from "../lib/white-papers.ts";

export default function WhitePapers() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <title>White Papers</title>
      <h1 className="text-4xl font-bold">White Papers</h1>
      <ul>
        {whitePapers.map((p) => (
          <li key={p.id}>
            <Link to={`/white-papers/${p.id}`}>{p.title}</Link> · {p.pages} pages · {p.datePublished}
            <a href={p.pdfUrl} target="_blank" rel="noopener">Download PDF</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
