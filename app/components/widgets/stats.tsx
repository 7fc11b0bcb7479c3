// A band of figures ("25+ Fintech Companies"): the value above its label, as a
// description list so a screen reader reads the label with its value.
export interface Stat {
  value: string;
  label: string;
}

export function Stats({ items, label }: { items: Stat[]; label: string }) {
  return (
    <section className="bg-slate-50 py-16" aria-label={label}>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 lg:grid-cols-4">
        {items.map((s) => (
          <div key={s.label} className="flex flex-col rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
            <dd className="order-first text-4xl font-extrabold text-brand">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
