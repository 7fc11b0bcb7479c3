// The root loader's data (the site configuration, the home page's content, the process
// steps), typed by the loader itself: every page reads it here instead of casting.
import { useRouteLoaderData } from "react-router";
import type { loader } from "../../root.tsx";
import type { SiteConfig } from "../../../site.config.ts";

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("the root loader's data is missing");
  return data;
}

/** The resolved site configuration ({phone}, {email}, brand...). */
export const useSite = (): SiteConfig => useRootData().site;
