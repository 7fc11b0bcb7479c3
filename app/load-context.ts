// What the server gives every loader: the content API (in process), the site
// configuration, the content read at start, and this request's CSP nonce. React Router 8
// hands loaders and actions a RouterContextProvider; these fields are its `appContext`
// value, set by the server (server/pages/handler.ts) and read once per loader:
//   const context = router.get(appContext);
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { RequestContext } from "../server/app.ts";

export interface AppLoadContext extends RequestContext {
  nonce: string;
  /** The paths of the app's routes (its route manifest, e.g. "industries"): the sitemap lists a collection's page only when a route serves it. */
  routePaths: () => Promise<ReadonlySet<string>>;
  clientIp?: string;
  /** Set when the page is rendered for the shared cache: receives its inline scripts' CSP hashes. */
  reportScriptSources?: (sources: string[]) => void;
}

// One key for both bundles that carry this module: the server's (build/server.js, which sets
// it) and React Router's (build/server/index.js, whose loaders read it). A key is an object
// compared by identity, so it is kept on globalThis, as common/clock.ts keeps the clock.
const globalKey = Symbol.for("site.appContext");
const holder = globalThis as { [globalKey]?: RouterContext<AppLoadContext> };
export const appContext: RouterContext<AppLoadContext> = (holder[globalKey] ??= createContext<AppLoadContext>());

/** What React Router 8 hands loaders and actions: a RouterContextProvider holding our fields as `appContext`. */
export function routerContext(fields: AppLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, fields);
  return context;
}
