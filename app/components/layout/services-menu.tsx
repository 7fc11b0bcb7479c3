// The Services dropdown on Radix NavigationMenu: opens on hover after 200 ms, closes
// 150 ms after the pointer leaves, 300 ms skip window (Radix's defaults are the SPEC's).
import { NavigationMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import { serviceMenu } from "../../navigation.ts";
import { navLinkClass } from "./nav-link-class.ts";

export function ServicesMenu() {
  return (
    <NavigationMenu.Root aria-label="Services" delayDuration={200} skipDelayDuration={300} className="relative">
      <NavigationMenu.List className="flex items-center">
        <NavigationMenu.Item>
          <div className="flex items-center">
            <NavLink to="/services" className={navLinkClass}>Services</NavLink>
            <NavigationMenu.Trigger aria-label="Services menu" className="group -ml-1 rounded-md p-1.5 text-slate-600 hover:text-[#0f4f95] focus-visible:outline-2 focus-visible:outline-[#0f4f95]">
              <ChevronDown aria-hidden="true" className="h-4 w-4 transition group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </NavigationMenu.Trigger>
          </div>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-80 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
            <ul data-testid="services-dropdown">
              {serviceMenu.map((item, i) => (
                <li key={`${item.href}-${i}`}>
                  <NavigationMenu.Link asChild>
                    <Link to={item.href} className="block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 capitalize hover:bg-slate-50 hover:text-[#0f4f95]">
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
