// A local webhook receiver that records every request (headers and raw body) and counts
// deliveries per lead id. With failFirstPerLead it answers the first N requests for each
// lead id with a 500 (so every delivery is retried); with redirectTo it answers every
// request with a 302 there instead (and counts nothing). It listens on `port` when given
// (a receiver coming back where it was down), else on any free port.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  headers: Record<string, string>;
  body: string;
}

export async function startWebhookReceiver(opts: { delayMs?: number; redirectTo?: string; failFirstPerLead?: number; port?: number } = {}) {
  const counts = new Map<number, number>();
  const attempts = new Map<number, number>();
  const received: ReceivedRequest[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    if (opts.redirectTo) {
      req.resume();
      res.writeHead(302, { Location: opts.redirectTo }).end();
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body });
      let id: unknown;
      try {
        id = JSON.parse(body).id;
      } catch {
        res.writeHead(400).end();
        return;
      }
      if (typeof id === "number" && opts.failFirstPerLead) {
        attempts.set(id, (attempts.get(id) ?? 0) + 1);
        if (attempts.get(id)! <= opts.failFirstPerLead) {
          res.writeHead(500).end("not yet");
          return;
        }
      }
      const done = () => {
        if (typeof id === "number") counts.set(id, (counts.get(id) ?? 0) + 1);
        res.writeHead(204).end();
      };
      if (opts.delayMs) setTimeout(done, opts.delayMs);
      else done();
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, "127.0.0.1", r));
  return {
    counts,
    received,
    /** The parsed JSON bodies, in order. */
    bodies: () => received.map((r) => JSON.parse(r.body) as unknown),
    requests: () => requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A local port nothing listens on (a receiver that is down), free for one to start on later. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
