// The not-found view of the detail screens (SPEC 8): heading, text and a back button.
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { PageMeta } from "../seo/page-meta.tsx";
import { buttonClass } from "../ui/button.ts";

export function NotFoundView({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageMeta title={title} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link to={backTo} className={buttonClass("primary", "md", "mt-8")}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {backLabel}
      </Link>
    </section>
  );
}
