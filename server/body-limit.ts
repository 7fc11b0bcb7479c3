// Every request body that reaches React Router (the no-JavaScript form post, `.data`
// actions, any method but GET and HEAD) is read here first, at most `limitBytes`,
// counted on the stream, so a declared length cannot lie and a chunked body cannot
// run on. The bytes are kept in req.body (a Buffer) for the page handler; more than
// the limit is a 413 before the rest arrives.
import express, { type RequestHandler } from "express";
import { sendClientError } from "./client-error.ts";

export function boundedBody(limitBytes: number): RequestHandler {
  const read = express.raw({ type: () => true, limit: limitBytes });
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    read(req, res, (err?: unknown) => {
      if (!err) return next();
      const status = (err as { status?: number }).status;
      if (status === 413) return sendClientError(req, res, 413, "Your message is too large to send. Please shorten it and try again.");
      if (status === 415) return sendClientError(req, res, 415, "That content encoding is not supported.");
      if (status && status >= 400 && status < 500) return sendClientError(req, res, 400, "The request body could not be read.");
      next(err);
    });
  };
}
