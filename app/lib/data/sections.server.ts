// The one door from a public page to its content (decision 036): a loader reads the
// in-process ContentApi section by section, so a section whose data cannot be read is
// marked, the rest of the page still renders, and the page's status says what failed.
// A 503 is never cached: the page cache keeps only 200s and 404s rendered while the
// database answered (server/pages/handler.ts).
import { data } from "react-router";
import { statusOf } from "../../../common/http-error.ts";
import type { ContentApi } from "../../../common/content-api.ts";
import type { Section } from "./section.ts";

/** Where the blog rules report a source they skipped (they fall back, so it is not a failure). */
export const logReadError = (msg: string, err?: unknown) => console.error(msg, err);

/** One section: its data; a 404 when the resource does not exist (or the read answers null); a 503 when it failed. */
export async function readSection<T>(read: () => Promise<T | null>): Promise<Section<T>> {
  try {
    const value = await read();
    return value === null ? { ok: false, status: 404 } : { ok: true, data: value };
  } catch (err) {
    const status = statusOf(err);
    if (status === 404) return { ok: false, status: 404 };
    // A database failure is expected (the API counts it); anything else is a bug worth a log line.
    if (status !== 503) console.error("A page section could not be read", err);
    return { ok: false, status: 503 };
  }
}

type Reads = Record<string, () => Promise<unknown>>;
export type Sections<R extends Reads> = { [K in keyof R]: Section<NonNullable<Awaited<ReturnType<R[K]>>>> };

/** A page's sections, read side by side, as the loader's answer: 503 if one failed, else 404 if one is missing, else 200. */
export async function readSections<R extends Reads>(reads: R) {
  const read = await Promise.all(Object.entries(reads).map(async ([name, fn]) => [name, await readSection(fn)] as const));
  const status = Math.max(200, ...read.map(([, section]) => (section.ok ? 200 : section.status)));
  return data(Object.fromEntries(read) as Sections<R>, { status });
}

/** The loader of a collection's list page: its entries, or a 404 when the collection does not exist. */
export const readCollection = (api: Pick<ContentApi, "collection">, name: string) => readSections({ collection: () => api.collection(name) });
