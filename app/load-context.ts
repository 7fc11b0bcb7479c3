// What the server gives every loader: the content API (in process), the site
// configuration, the content read at start, and this request's CSP nonce. React Router 8
// hands loaders and actions a RouterContextProvider; these fields are its `appContext`
// value, set by the server (server/pages/handler.ts) and read once per loader:
//   const context = router.get(appContext);
import { createContext, RouterContextProvider } from "react-router";
import type { RequestContext } from "../server/app.ts";

export interface AppLoadContext extends RequestContext {
  nonce: string;
  /** The paths of the app's routes (its route manifest, e.g. "industries"): the sitemap lists a collection's page only when a route serves it. */
  routePaths: () => Promise<ReadonlySet<string>>;
  clientIp?: string;
  /** Set when the page is rendered for the shared cache: receives its inline scripts' CSP hashes. */
  reportScriptSources?: (sources: string[]) => void;
}

export const appContext = createContext<AppLoadContext>();

/** What React Router 8 hands loaders and actions: a RouterContextProvider holding our fields as `appContext`. */
export function routerContext(fields: AppLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, fields);
  return context;
}
