// Every request body that reaches React Router (the no-JavaScript form post, `.data`
// actions, any method but GET and HEAD) is read here first, at most `limitBytes`,
// counted on the stream, so a declared length cannot lie and a chunked body cannot
// run on. React Router then gets a Request whose body is those bytes; more than the
// limit is refused before the rest is read.
//
// The stream is the one @remix-run/node-fetch-server's createRequest() makes from the
// Node request. The library reads a body without limit (node-fetch-server 0.14 has no
// option for one), so the bound is here, on its output.

/** A body refused before React Router sees it: the status and the sentence the visitor reads. */
export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const TOO_LARGE = "Your message is too large to send. Please shorten it and try again.";

/** The request with its body read into memory, at most `limitBytes`; a BodyRefused otherwise. */
export async function withBoundedBody(request: Request, limitBytes: number): Promise<Request> {
  if (!request.body) return request;
  // Browsers never compress what they send; a body we would have to inflate is not a form.
  const encoding = request.headers.get("content-encoding");
  if (encoding && encoding.toLowerCase() !== "identity") throw new BodyRefused(415, "That content encoding is not supported.");
  const reader = request.body.getReader();
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) {
    void reader.cancel();
    throw new BodyRefused(413, TOO_LARGE);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (err) {
      if (request.signal.aborted) throw err; // the visitor hung up: nothing to answer
      throw new BodyRefused(400, "The request body could not be read.");
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limitBytes) {
      void reader.cancel();
      throw new BodyRefused(413, TOO_LARGE);
    }
    chunks.push(chunk.value);
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}
