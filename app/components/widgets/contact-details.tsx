// The firm's contact details as a card (phone, e-mail, postal address, profiles), from
// site.config.ts through the root loader; and the one way a phone number becomes a link.
import { AtSign, Briefcase, CirclePlay, CodeXml, Mail, MapPin, Phone } from "lucide-react";
import { useSite } from "../../lib/data/site.ts";

/** `tel:` wants digits and a leading "+" only: "+91 80 4567 8900" → tel:+918045678900. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

// The four social links go to the footer's profiles (site.config.ts), in the SPEC's
// order; the SPEC's "point nowhere yet" would be a dead link (decision 007).
const socialIcons = [
  { label: "LinkedIn", Icon: Briefcase },
  { label: "X (Twitter)", Icon: AtSign },
  { label: "GitHub", Icon: CodeXml },
  { label: "YouTube", Icon: CirclePlay },
];

export function ContactDetails({ title }: { title: string }) {
  const site = useSite();
  return (
    <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-4 text-slate-700">
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <a href={telHref(site.phone)} className="hover:underline">
            {site.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <a href={`mailto:${site.email}`} className="break-all hover:underline">
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
          <address className="not-italic">
            {site.address.street}
            <br />
            {site.address.locality}, {site.address.region} {site.address.postalCode}
            <br />
            India
          </address>
        </li>
      </ul>
      <p className="mt-6 text-sm font-medium text-slate-900">Follow us</p>
      <ul className="mt-3 flex gap-3">
        {socialIcons.map(({ label, Icon }) => (
          <li key={label}>
            <a
              href={site.social.find((s) => s.label === label)?.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={label}
              className="flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200 hover:text-brand"
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
