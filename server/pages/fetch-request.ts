// The visitor's request as React Router reads it, made by @remix-run/node-fetch-server's
// createRequest(): the headers, the body as a stream, and a signal that aborts when the
// visitor hangs up (the loaders stop their work). Two things are ours:
// - the origin is the one Express computed: req.protocol believes X-Forwarded-Proto only
//   from the proxies TRUST_PROXY names (the library's `trustProxy` is all or nothing),
//   and the Host is cut to a host (request-origin.ts);
// - the body is read and bounded before React Router sees it (body-limit.ts).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequest } from "@remix-run/node-fetch-server";
import { requestHost } from "../request-origin.ts";
import { withBoundedBody } from "../body-limit.ts";

export function fetchRequest(req: ExpressRequest, res: ExpressResponse, bodyLimitBytes: number): Promise<Request> {
  const request = createRequest(req, res, { protocol: `${req.protocol}:`, host: requestHost(req) });
  return withBoundedBody(request, bodyLimitBytes);
}
