// The header's Services link and dropdown. The dropdown's Radix NavigationMenu (about
// 12 KB of gzipped JavaScript) is fetched only when a visitor shows intent: the pointer
// comes near, the keyboard reaches it, or a finger touches it. Phones never show it,
// and first paint does not need it (DESIGN.md, Budgets). Until then a placeholder with
// the same markup and look stands in, and a press on it opens the menu once loaded.
import { useRef, useState, type ComponentType, type RefObject } from "react";
import { NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import { navLinkClass } from "./nav-link-class.ts";
import { chevronClass, menuLabel, triggerClass, type FocusedPart } from "./services-menu-look.ts";

type RadixMenu = ComponentType<{ openAtOnce: boolean; focused: RefObject<FocusedPart> }>;

export function ServicesMenu() {
  // Loaded by hand rather than with React.lazy: no Suspense boundary, so the server
  // streams the header in one piece and the placeholder stays until the code is here
  // (a press already under way lands on the element it started on).
  const [RadixServicesMenu, setRadixServicesMenu] = useState<RadixMenu | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const loading = useRef(false);
  const loadMenu = () => {
    if (loading.current) return;
    loading.current = true;
    import("./services-menu-radix.tsx").then(
      (m) => setRadixServicesMenu(() => m.default),
      () => (loading.current = false), // offline: try again on the next intent
    );
  };
  const focused = useRef<FocusedPart>(null);

  const placeholder = (
    <nav
      aria-label="Services"
      className="relative"
      onPointerEnter={() => loadMenu()}
      onTouchStart={() => loadMenu()}
      onFocus={(e) => {
        focused.current = e.target instanceof HTMLButtonElement ? "trigger" : "link";
        loadMenu();
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
                onClick={() => {
                  setOpenAtOnce(true);
                  loadMenu();
                }}
              >
                <ChevronDown aria-hidden="true" className={chevronClass} />
              </button>
            </div>
          </li>
        </ul>
      </div>
    </nav>
  );

  return RadixServicesMenu ? <RadixServicesMenu openAtOnce={openAtOnce} focused={focused} /> : placeholder;
}
