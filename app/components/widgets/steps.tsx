// A numbered row of steps (the services page's "How we work"), from content.
import type { ProcessStep } from "../../../common/content-schema.ts";

export function Steps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand font-bold text-white">{i + 1}</span>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{s.title}</h3>
          <p className="mt-2 text-slate-600">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
