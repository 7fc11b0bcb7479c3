// Server rendering: renders the whole document (every page's data is read by its
// loader before the render, so waiting for all of it costs nothing and gives crawlers and no-JavaScript
// visitors the complete page), gives React and React Router this request's CSP nonce
// for every inline script, and in production moves the page's JavaScript after its
// first paint (lib/document/defer-app-scripts.server.ts). A page rendered for the shared cache
// has no nonce: its inline scripts are reported as hashes instead (decision 009).
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { NonceProvider } from "./lib/document/nonce.tsx";
import { StylesheetTextProvider } from "./lib/document/inline-stylesheet.tsx";
import { stylesheetText } from "./lib/document/stylesheet-text.server.ts";
import { deferAppScripts } from "./lib/document/defer-app-scripts.server.ts";
import { inlineScriptsOf, scriptHashes } from "../server/pages/script-hashes.ts";
import { appContext } from "./load-context.ts";

export const streamTimeout = 5_000;
const production = process.env.NODE_ENV === "production";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, reportScriptSources, logger } = loadContext.get(appContext);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const rendered = Buffer.concat(chunks).toString("utf8");
        const deferred = production ? deferAppScripts(rendered) : { html: rendered, inlineScripts: inlineScriptsOf(rendered) };
        reportScriptSources?.(scriptHashes(deferred.inlineScripts));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(deferred.html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(collect);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logger.error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React Router's errors go to the JSON log, once, instead of stack traces on stderr. A
 * request the router refused (no such action, a bad method or body) is the client's
 * mistake: one warning line without a stack. An aborted request is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = context.get(appContext).logger;
  const url = new URL(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ method: request.method, path: url.pathname, status: error.status }, "request refused by the router");
    return;
  }
  logger.error({ err: error, method: request.method, path: url.pathname }, "request failed in the router");
};
