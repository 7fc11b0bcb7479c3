// The header's Services link and dropdown, as plain HTML and CSS (app.css, "Services
// dropdown") so it works before the scripts arrive and without them: the panel shows
// while the pointer is over "Services" or its chevron (after 200 ms, hiding 150 ms after
// it leaves, as the SPEC asks), while the keyboard focus is inside (:focus-visible, so a
// mouse press does not pin it open), and while the chevron's <details> is open (a tap,
// click or Enter on it). The page's small script (app/islands/menus.ts) adds what HTML
// cannot: Escape closes and gives the focus back to the chevron. A chosen item loads a
// new page, so the menu is closed there.
import { Link, NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import { serviceMenu } from "../../navigation.ts";
import { focusRing, navLinkClass } from "./nav-link-class.ts";

export const servicesMenuLabel = "Services menu";

export function ServicesMenu() {
  return (
    <div className="services-menu relative flex items-center">
      <NavLink to="/services" className={navLinkClass}>
        Services
      </NavLink>
      <details>
        <summary
          aria-label={servicesMenuLabel}
          className={`services-menu-toggle -ml-1 flex cursor-pointer list-none rounded-md p-1.5 text-slate-600 hover:text-brand ${focusRing}`}
        >
          <ChevronDown aria-hidden="true" className="services-menu-chevron h-4 w-4 transition motion-reduce:transition-none" />
        </summary>
      </details>
      <div className="services-menu-panel absolute top-full left-0 z-50 pt-2">
        <ul data-testid="services-dropdown" aria-label="Services" className="w-80 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          {serviceMenu.map((item, i) => (
            <li key={`${item.href}-${i}`}>
              <Link
                to={item.href}
                className={`block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-brand ${focusRing}`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
