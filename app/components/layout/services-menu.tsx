// The header's Services link and dropdown, as plain HTML and CSS (app.css, "Services
// dropdown") so it works before the scripts arrive and without them: the panel shows
// while the pointer is over "Services" or its chevron (after 200 ms, hiding 150 ms after
// it leaves, as the SPEC asks), while the keyboard focus is inside (:focus-visible, so a
// mouse press does not pin it open), and while the chevron's <details> is open (a tap,
// click or Enter on it). After hydration this component only adds
// what HTML cannot: Escape closes and gives the focus back to the chevron, and a click
// elsewhere or a chosen item closes it. No state, so hydration changes nothing visible.
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { serviceMenu } from "../../navigation.ts";
import { focusRing, navLinkClass } from "./nav-link-class.ts";

export const servicesMenuLabel = "Services menu";

export function ServicesMenu() {
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  /** Hides the panel until the pointer and the focus have both left it. */
  const dismiss = () => {
    if (toggle.current) toggle.current.open = false;
    root.current?.setAttribute("data-dismissed", "");
  };
  const undismiss = () => root.current?.removeAttribute("data-dismissed");

  const shownPath = useRef(location.pathname);
  useEffect(() => {
    // A client-side navigation leaves the focus on the chosen item, inside the menu.
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    dismiss();
  }, [location.pathname]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbles here from the menu's links and chevron
    <div
      ref={root}
      className="services-menu relative flex items-center"
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault();
        dismiss();
        toggle.current?.querySelector("summary")?.focus();
      }}
      onPointerLeave={(e) => e.pointerType === "mouse" && !root.current?.matches(":has(:focus-visible)") && undismiss()}
      onBlur={(e) => {
        if (e.relatedTarget instanceof Node && root.current?.contains(e.relatedTarget)) return;
        if (toggle.current) toggle.current.open = false;
        undismiss();
      }}
    >
      <NavLink to="/services" className={navLinkClass}>
        Services
      </NavLink>
      <details ref={toggle} onToggle={(e) => e.currentTarget.open && undismiss()}>
        <summary
          aria-label={servicesMenuLabel}
          // A press that closes it hides the panel even under the pointer or the keyboard
          // focus. Only the mark: the press's default action does the toggling itself.
          onClick={() => toggle.current?.open && root.current?.setAttribute("data-dismissed", "")}
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
                onClick={dismiss}
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
