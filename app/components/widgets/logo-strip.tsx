// SPEC 2, Home item 3: four client logos repeated three times, scrolling in a loop;
// the motion stops for visitors who prefer reduced motion.
import type { ClientLogo } from "../../../common/entities.ts";

export const LOGO_REPEATS = 3;

export function LogoStrip({ clients }: { clients: ClientLogo[] }) {
  const loop = Array.from({ length: LOGO_REPEATS }, () => clients).flat();
  return (
    <section aria-label="Clients" className="border-y border-slate-200 bg-white py-8">
      <p className="text-center text-sm font-medium text-slate-500">Trusted by engineering teams in fintech, healthcare, e-commerce and SaaS</p>
      <div className="mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <ul className="flex w-max animate-[logo-scroll_30s_linear_infinite] gap-16 motion-reduce:animate-none">
          {loop.map((c, i) => (
            <li key={`${c.name}-${i}`} aria-hidden={i >= clients.length ? true : undefined}>
              <img src={c.logo} alt={i < clients.length ? c.name : ""} width={160} height={48} loading="lazy" className="h-12 w-40 opacity-70 grayscale" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
