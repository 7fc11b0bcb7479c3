// The Fetch Request React Router reads (server/pages/fetch-request.ts), made by
// @remix-run/node-fetch-server from a real Express request on a real socket.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequest } from "@remix-run/node-fetch-server";
import { fetchRequest } from "../../server/pages/fetch-request.ts";
import { BodyRefused } from "../../server/body-limit.ts";

const LIMIT = 16 * 1024;
type Seen = { url?: string; body?: string; refused?: number; aborted?: boolean; unbounded?: number };
let seen: Seen = {};
let hungUp: () => void = () => {};
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  // What the library reads on its own: the whole body, however large.
  app.post("/unbounded", async (req, res) => {
    seen.unbounded = (await createRequest(req, res).arrayBuffer()).byteLength;
    res.end();
  });
  app.use(async (req, res) => {
    try {
      const request = await fetchRequest(req, res, LIMIT);
      seen.url = request.url;
      if (req.path === "/slow") {
        request.signal.addEventListener("abort", () => ((seen.aborted = true), hungUp()));
        return; // never answers: the client hangs up
      }
      seen.body = await request.text();
      res.end("ok");
    } catch (err) {
      seen.refused = err instanceof BodyRefused ? err.status : 500;
      req.resume();
      res.status(seen.refused).end();
    }
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(path: string, opts: { body?: string; headers?: Record<string, string>; chunked?: boolean } = {}): Promise<number> {
  seen = {};
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: opts.body === undefined ? "GET" : "POST", headers: opts.headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    if (opts.body === undefined) return void req.end();
    if (!opts.chunked) req.setHeader("Content-Length", Buffer.byteLength(opts.body));
    for (let i = 0; i < opts.body.length; i += 1000) req.write(opts.body.slice(i, i + 1000));
    req.end();
  });
}

describe("fetchRequest", () => {
  it("is on the origin Express trusts: X-Forwarded-Proto from a trusted proxy, the Host cut to a host", async () => {
    await send("/a?b=1", { headers: { Host: "example.com/evil", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "other.example" } });
    expect(seen.url).toBe("https://example.com/a?b=1");
  });

  it("hands React Router the whole body up to 16 KB, sent with a length or chunked", async () => {
    const body = `message=${"a".repeat(LIMIT - 8)}`;
    for (const chunked of [false, true]) {
      expect(await send("/contact", { body, chunked })).toBe(200);
      expect(seen.body).toBe(body);
    }
  });

  it("refuses more than 16 KB with 413, declared or not, and a compressed body with 415", async () => {
    const body = "a".repeat(LIMIT + 1);
    expect(await send("/contact", { body })).toBe(413);
    expect(await send("/contact", { body, chunked: true })).toBe(413);
    expect(await send("/contact", { body: "x", headers: { "Content-Encoding": "gzip" } })).toBe(415);
  });

  it("aborts the request's signal when the visitor hangs up", async () => {
    seen = {};
    const gone = new Promise<void>((r) => (hungUp = r));
    const req = http.request({ host: "127.0.0.1", port, path: "/slow" });
    req.on("error", () => {});
    req.end();
    await new Promise((r) => setTimeout(r, 100));
    req.destroy();
    await gone;
    expect(seen.aborted).toBe(true);
  });

  it("is needed: the library alone reads a body of any size", async () => {
    await send("/unbounded", { body: "a".repeat(LIMIT * 4), chunked: true });
    expect(seen.unbounded).toBe(LIMIT * 4);
  });
});
