// Server rendering: renders the whole document (every page's data is prefetched by its
// loader, so waiting for all of it costs nothing and gives crawlers and no-JavaScript
// visitors the complete page), gives React and React Router this request's CSP nonce
// for every inline script, and in production moves the page's JavaScript after its
// first paint (lib/defer-app-scripts.server.ts).
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { NonceProvider } from "./lib/nonce.tsx";
import { StylesheetTextProvider } from "./lib/inline-stylesheet.tsx";
import { stylesheetText } from "./lib/stylesheet-text.server.ts";
import { deferAppScripts } from "./lib/defer-app-scripts.server.ts";

export const streamTimeout = 5_000;
const production = process.env.NODE_ENV === "production";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const html = Buffer.concat(chunks).toString("utf8");
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(production ? deferAppScripts(html) : html, { headers: responseHeaders, status: responseStatusCode }));
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
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
