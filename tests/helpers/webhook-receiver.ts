// A local webhook receiver that counts deliveries per lead id; with redirectTo it answers
// every request with a 302 there instead (and counts nothing).
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function startWebhookReceiver(opts: { delayMs?: number; redirectTo?: string } = {}) {
  const counts = new Map<number, number>();
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    if (opts.redirectTo) {
      req.resume();
      res.writeHead(302, { Location: opts.redirectTo }).end();
      return;
    }
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const done = () => {
        try {
          const id = Number(JSON.parse(body).id);
          counts.set(id, (counts.get(id) ?? 0) + 1);
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end();
        }
      };
      if (opts.delayMs) setTimeout(done, opts.delayMs);
      else done();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    counts,
    requests: () => requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
