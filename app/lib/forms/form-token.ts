// A form on a cached page (the chat) asks the server for its signed start time when it
// opens: cached HTML is the same for every visitor and cannot carry one.
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const res = await fetch("/api/form-token", { cache: "no-store" });
    if (!res.ok) return undefined;
    return ((await res.json()) as { token?: string }).token;
  } catch {
    return undefined; // offline: the send itself will fail and say so
  }
}
