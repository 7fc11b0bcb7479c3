// POSTs a JSON body to a URL the operator configured (the webhook, Slack, Teams). It never
// follows a redirect: a 3xx would hand the lead to whatever that URL points at, so it is a
// failed attempt. It gives up after a timeout, and its errors say what went wrong (they
// end up in lead_outbox.last_error and the logs).
export interface PostJsonOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function postJson(channel: string, url: string, body: string, opts: PostJsonOptions = {}): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "lead-webhook/1", ...opts.headers },
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      redirect: "error",
    });
  } catch (err) {
    // fetch says only "fetch failed"; the cause ("unexpected redirect", ECONNREFUSED...) is what helps.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
    throw new Error(`${channel} request failed: ${cause ?? (err instanceof Error ? err.message : String(err))}`, { cause: err });
  }
  // Slack and Teams explain a refusal in the body (e.g. "invalid_blocks"): keep the start of it.
  const answer = (await res.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
  if (!res.ok) throw new Error(`${channel} answered ${res.status}${answer ? `: ${answer}` : ""}`);
}
