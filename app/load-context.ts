// What the server gives every loader: the content API (in process), the site
// configuration, the content read at start, and this request's CSP nonce.
import type { RequestContext } from "../server/app.ts";

declare module "react-router" {
  interface AppLoadContext extends RequestContext {
    nonce: string;
    /** The paths of the app's routes (its route manifest, e.g. "industries"): the sitemap lists a collection's page only when a route serves it. */
    routePaths: () => Promise<ReadonlySet<string>>;
    clientIp?: string;
    /** Set when the page is rendered for the shared cache: receives its inline scripts' CSP hashes. */
    reportScriptSources?: (sources: string[]) => void;
  }
}
export {};
