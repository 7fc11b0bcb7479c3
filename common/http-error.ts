// SPEC 7: a non-successful response raises an error whose message is
// "{status}: {body text}" (or the status text when the body is empty).
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The response's body as sent (the server answers with it as it is). */
    readonly body: string,
    statusText = "",
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  const match = /^(\d{3}):/.exec(error instanceof Error ? error.message : "");
  return match ? Number(match[1]) : undefined;
}
