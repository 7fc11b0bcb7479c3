// The call-to-action section (SPEC 2, Home item 9), shared by several screens.
import { Link } from "react-router";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { buttonClass } from "../ui/button.ts";
import { CONTACT_PROMISES } from "../../../common/spec-texts.ts";

const links = [
  { href: "/services", label: "Our services" },
  { href: "/case-studies", label: "Case studies" },
  { href: "/white-papers", label: "White papers" },
  { href: "/solutions", label: "Solutions" },
  { href: "/contact", label: "Send us a message" },
];

export function CallToAction({ title = "Ready to make your platform boring in the best way?" }: { title?: string }) {
  return (
    <section className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="overflow-hidden rounded-3xl bg-brand px-6 py-12 text-white sm:px-12">
          <div className="grid items-center gap-8 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
              <p className="mt-3 max-w-2xl text-sky-100">
                {`Talk to a senior engineer about your Kubernetes, LiveKit or DevOps challenge. We reply within ${CONTACT_PROMISES.reply}.`}
              </p>
              <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                {links.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} className="font-medium text-white underline-offset-4 hover:underline">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="lg:text-right">
              <Link to="/book" className={buttonClass("inverse")}>
                Book a Consultation <SpriteIcon name="arrow-right" className="h-4 w-4" />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
