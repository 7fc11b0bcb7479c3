// A refusal the client can read: JSON for scripts, a small page for a browser's form
// post (a visitor without JavaScript must see why, and keep a way back).
import type { Request, Response } from "express";

/** The page's one style element: the CSP allows it by its hash (server/security.ts), never 'unsafe-inline'. */
export const CLIENT_ERROR_STYLE = "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}h1{font-size:1.5rem}";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sendClientError(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store");
  if (req.accepts(["json", "html"]) !== "html") {
    res.json({ error: message });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(message)}</title><style>${CLIENT_ERROR_STYLE}</style></head>` +
        `<body><h1>${escapeHtml(message)}</h1>` +
        `<p>Your browser's Back button returns to the page you came from, with what you typed.</p>` +
        `<p><a href="/">Home</a> · <a href="/contact">Contact</a></p></body></html>`,
    );
}
