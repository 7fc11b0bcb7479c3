// The resolved site configuration ({phone}, {email}, brand...), from the root loader.
import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../../site.config.ts";

export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSite() needs the root loader data");
  return data.site;
}
