// The Services dropdown on Radix NavigationMenu: opens on hover after 200 ms, closes
// 150 ms after the pointer leaves, 300 ms skip window (Radix's defaults are the SPEC's).
// Loaded on demand by services-menu.tsx; it looks exactly like the placeholder there.
import { useEffect, useRef, useState, type RefObject } from "react";
import { NavigationMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import { serviceMenu } from "../../navigation.ts";
import { navLinkClass } from "./nav-link-class.ts";
import { chevronClass, menuLabel, triggerClass, type FocusedPart } from "./services-menu-look.ts";

const HOVER_DELAY = 200;

type Props = {
  /** The visitor already pressed the trigger while this code was loading. */
  openAtOnce: boolean;
  /** The part of the placeholder that had the keyboard focus when it was replaced. */
  focused: RefObject<FocusedPart>;
};

export default function RadixServicesMenu({ openAtOnce, focused }: Props) {
  const link = useRef<HTMLAnchorElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState(openAtOnce ? "services" : "");
  useEffect(() => {
    // Swapping the placeholder for this menu drops the focus on <body>; give it back.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost && focused.current) (focused.current === "trigger" ? trigger : link).current?.focus();
    // A pointer already resting on the trigger sends no new pointermove for Radix to see.
    const hover = setTimeout(() => trigger.current?.matches(":hover") && setValue("services"), HOVER_DELAY);
    return () => clearTimeout(hover);
  }, [focused]);

  return (
    <NavigationMenu.Root aria-label="Services" delayDuration={HOVER_DELAY} skipDelayDuration={300} value={value} onValueChange={setValue} className="relative">
      <NavigationMenu.List className="flex items-center">
        <NavigationMenu.Item value="services">
          <div className="flex items-center">
            <NavLink ref={link} to="/services" className={navLinkClass}>Services</NavLink>
            <NavigationMenu.Trigger ref={trigger} aria-label={menuLabel} className={triggerClass}>
              <ChevronDown aria-hidden="true" className={chevronClass} />
            </NavigationMenu.Trigger>
          </div>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-80 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
            <ul data-testid="services-dropdown">
              {serviceMenu.map((item, i) => (
                <li key={`${item.href}-${i}`}>
                  <NavigationMenu.Link asChild>
                    <Link to={item.href} className="block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-[#0f4f95]">
                      {item.label}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
