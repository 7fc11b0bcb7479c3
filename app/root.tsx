import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/document/nonce.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { ChatWidget } from "./components/chat/chat-widget.tsx";
import { Island } from "./islands/island.tsx";
import { SpeculationRules } from "./lib/document/speculation-rules.tsx";
import { islandsEntry } from "./lib/document/islands-entry.server.ts";
import { useSite } from "./lib/data/site.ts";
import { THEME_COLOR } from "../common/seo.ts";
import { NOT_FOUND_PAGE } from "../common/spec-texts.ts";
import interFont from "./fonts/generated/inter-latin-wght-400-800-normal.woff2?url";
import appCss from "./app.css?url";
import { InlineStylesheet } from "./lib/document/inline-stylesheet.tsx";
import { appContext } from "./load-context.ts";

export function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return {
    site: context.site,
    clients: context.content.clients,
    home: context.content.home,
    processSteps: context.content.process,
    /** The public pages' one script (decision 023). */
    islands: islandsEntry(),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const desk = useIsDeskPage();
  const root = useRouteLoaderData<typeof loader>("root");
  // The desk is a React Router app: this says it now reacts to input (its scripts arrive
  // after the first paint, decision 008); the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="preload" href={interFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <InlineStylesheet href={appCss} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {desk ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // A public page is a document, not an app (decision 023): one small module
          // wakes its islands; the browser prerenders the next page (decision 024).
          <>
            {root ? <script type="module" src={root.islands} /> : null}
            <SpeculationRules nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** Desk pages (route handle `desk`) are the firm's tool: no site navigation, chat or analytics. */
function useIsDeskPage(): boolean {
  return useMatches().some((m) => (m.handle as { desk?: boolean } | undefined)?.desk === true);
}

/** The Google Analytics consent banner, only on a site with GA_MEASUREMENT_ID. */
function ConsentIsland() {
  const { gaMeasurementId } = useSite();
  return gaMeasurementId ? <Island name="consent" when="idle" props={{ measurementId: gaMeasurementId }} /> : null;
}

export default function App() {
  // The lead desk's pages bring their own frame (DeskShell, DeskCard) and <main>.
  if (useIsDeskPage()) return <Outlet />;
  return (
    <>
      <SiteHeader />
      <main id="main-content">
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="chat" when="interaction">
        <ChatWidget />
      </Island>
      <ConsentIsland />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused change (a desk form without its CSRF token) says why, in its own words.
  const refused = isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string" ? error.data : null;
  const heading = notFound ? "404" : refused ? "Not allowed" : "Something went wrong";
  const body = (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{notFound ? NOT_FOUND_PAGE.title : refused ? "Not allowed" : "Something went wrong"}</title>
      <h1 className="text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-600">{notFound ? NOT_FOUND_PAGE.text : (refused ?? "Please try again in a moment.")}</p>
      <a className="mt-8 inline-block text-blue-800 underline" href="/">
        {NOT_FOUND_PAGE.home}
      </a>
    </section>
  );
  return root ? (
    <>
      <SiteHeader />
      <main id="main-content">{body}</main>
      <SiteFooter />
    </>
  ) : (
    <main id="main-content">{body}</main>
  );
}
