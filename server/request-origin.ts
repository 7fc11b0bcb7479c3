// The origin a request was sent to, from a Host header that cannot smuggle a path or a
// user ("evil.example/x", "a@b"): React Router's form check and ours compare against it.
import type { Request } from "express";

export function requestOrigin(req: Request): string {
  const host = (req.get("host") ?? "").split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${host}`;
}
