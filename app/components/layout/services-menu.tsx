// The header's Services link and dropdown. The dropdown's Radix NavigationMenu (about
// 12 KB of gzipped JavaScript) is fetched only when a visitor shows intent: the pointer
// comes near, the keyboard reaches it, or a finger touches it. Phones never show it,
// and first paint does not need it (DESIGN.md, Budgets). Until then a placeholder with
// the same markup and look stands in, and a press on it opens the menu once loaded.
import { lazy, startTransition, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import { navLinkClass } from "./nav-link-class.ts";
import { chevronClass, menuLabel, triggerClass, type FocusedPart } from "./services-menu-look.ts";

const RadixServicesMenu = lazy(() => import("./services-menu-radix.tsx"));

export function ServicesMenu() {
  const [wanted, setWantedNow] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  // As a transition, React keeps this very placeholder on screen until the menu's code
  // has arrived, so a press that is already under way lands on the element it started on.
  const setWanted = (value: boolean) => startTransition(() => setWantedNow(value));
  const focused = useRef<FocusedPart>(null);

  const placeholder = (
    <nav
      aria-label="Services"
      className="relative"
      onPointerEnter={() => setWanted(true)}
      onTouchStart={() => setWanted(true)}
      onFocus={(e) => {
        focused.current = e.target instanceof HTMLButtonElement ? "trigger" : "link";
        setWanted(true);
      }}
      // Focus moving elsewhere clears the record; the placeholder's own removal (no relatedTarget) does not.
      onBlur={(e) => e.relatedTarget && !e.currentTarget.contains(e.relatedTarget) && (focused.current = null)}
    >
      <div className="relative">
        <ul className="flex items-center">
          <li>
            <div className="flex items-center">
              <NavLink to="/services" className={navLinkClass}>Services</NavLink>
              <button
                type="button"
                aria-label={menuLabel}
                aria-expanded="false"
                data-state="closed"
                className={triggerClass}
                onClick={() =>
                  startTransition(() => {
                    setWantedNow(true);
                    setOpenAtOnce(true);
                  })
                }
              >
                <ChevronDown aria-hidden="true" className={chevronClass} />
              </button>
            </div>
          </li>
        </ul>
      </div>
    </nav>
  );

  // The boundary exists from the start: a transition keeps an existing boundary's content.
  return (
    <Suspense fallback={placeholder}>
      {wanted ? <RadixServicesMenu openAtOnce={openAtOnce} focused={focused} /> : placeholder}
    </Suspense>
  );
}
