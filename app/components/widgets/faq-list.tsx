// Questions that open to their answer (content/faq.yaml on the contact page): native
// <details>, so they open without JavaScript and with the keyboard.
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import type { FaqItem } from "../../../common/content-schema.ts";

export function FaqList({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <section className="bg-slate-50 px-4 py-14 lg:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {items.map((item) => (
            <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                <h3>{item.question}</h3>
                <SpriteIcon name="chevron-down" className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180 motion-reduce:transition-none" />
              </summary>
              <p className="mt-3 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
