// Reads an upload's body into memory, at most `limitBytes`, counted as it streams in: a
// declared Content-Length over the limit is refused before a byte is read, and a chunked
// body is refused at the chunk that passes it. The bytes then go to sharp, which needs
// them whole to decode.
import type { Request } from "express";
import { UploadRefused } from "./upload-refused.ts";

const tooLarge = () => new UploadRefused(413, "too-large");

export async function readUpload(req: Request, limitBytes: number): Promise<Buffer> {
  const encoding = req.get("content-encoding");
  if (encoding && encoding.toLowerCase() !== "identity") throw new UploadRefused(415, "not-an-image");
  if (Number(req.get("content-length") ?? 0) > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields of a multipart form, parsed by the platform's own parser (undici's Request). */
export async function readMultipart(body: Buffer, contentType: string): Promise<FormData> {
  try {
    return await new Request("http://upload.invalid/", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) }).formData();
  } catch {
    throw new UploadRefused(400, "bad-form");
  }
}
