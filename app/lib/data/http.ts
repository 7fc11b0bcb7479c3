// The SPEC's request helper (section 7): cookies included, JSON bodies, and errors
// carrying "{status}: {body}" (or the status text when the body is empty).
import { HttpError } from "../../../common/http-error.ts";

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new HttpError(res.status, await res.text().catch(() => ""), res.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}
