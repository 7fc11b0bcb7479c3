// White papers (SPEC 2): hero, six cards, 'Need Custom Research?' and a call to action.
import { Link } from "react-router";
import { Calendar, Download, FileText } from "lucide-react";
import { whitePapers } from "../lib/data/white-papers.ts";
import { PageMeta } from "../components/seo/page-meta.tsx";
import { PageHero } from "../components/widgets/page-hero.tsx";
import { CallToAction } from "../components/widgets/call-to-action.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { optimizedSrc } from "../lib/presentation/images.ts";
import { CARD_GRID } from "../components/widgets/card-grid.ts";
import { whitePaperPath } from "../../common/paths.ts";

export default function WhitePapers() {
  return (
    <>
      <PageMeta
        title="White Papers"
        description="In-depth guides by our engineers: WebRTC implementation, Kubernetes cost optimization, microservice security, CI/CD automation, cloud-native transformation and AI in video."
        canonicalPath="/white-papers"
        breadcrumbs={[
          { name: "Home", url: "/" },
          { name: "White Papers", url: "/white-papers" },
        ]}
      />
      <PageHero
        kicker="Resources"
        title="White Papers & Technical Guides"
        lead="Practical, vendor-neutral guides with the numbers, figures and checklists we use on client work. Free to download."
      />
      <section className="mx-auto max-w-7xl px-4 py-16">
        <ul className={CARD_GRID}>
          {whitePapers.map((p, i) => (
            <li key={p.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="white-paper-card">
              {/* The cover is portrait (3:4) and shown whole, title included; the card's heading repeats the title, so alt="". */}
              <div className="bg-slate-100 px-10 pt-8 pb-6">
                <img
                  src={optimizedSrc(p.thumbnailUrl)}
                  alt=""
                  width={720}
                  height={960}
                  loading={i < 3 ? "eager" : "lazy"}
                  className="mx-auto aspect-[3/4] w-full max-w-60 rounded-lg shadow-md ring-1 ring-slate-200"
                  data-testid="white-paper-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center gap-4 text-sm text-slate-500">
                  <span className="inline-flex items-center gap-1">
                    <FileText aria-hidden="true" className="h-4 w-4" /> {p.pages} pages
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Calendar aria-hidden="true" className="h-4 w-4" /> {p.datePublished}
                  </span>
                </p>
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{p.title}</h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">{p.description}</p>
                <div className="mt-5 flex flex-wrap gap-3">
                  <a href={p.pdfUrl} target="_blank" rel="noopener" className={buttonClass("primary", "sm")} aria-label={`Download PDF: ${p.title}`}>
                    <Download aria-hidden="true" className="h-4 w-4" /> Download PDF
                  </a>
                  <Link to={whitePaperPath(p.id)} className={buttonClass("outline", "sm")}>
                    Learn More<span className="sr-only"> about {p.title}</span>
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-16 rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
          <h2 className="text-2xl font-bold text-slate-900">Need Custom Research?</h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            We run framework evaluations, load tests and architecture reviews against your own requirements, and write up the evidence.
          </p>
          <Link to="/contact" className={buttonClass("primary", "md", "mt-5")}>
            Talk to our engineers
          </Link>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
