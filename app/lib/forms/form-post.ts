// Reads a browser's plain form post (the no-JavaScript contact form and chat): urlencoded,
// or multipart without files; anything else is refused before a field is read.
import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type FormPost = { ok: true; body: Record<string, FormDataEntryValue> } | { ok: false; status: 400 | 415; error: string };

export async function readFormPost(request: Request): Promise<FormPost> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415, error: "Please send the form from this page." };
  try {
    const form = await request.formData();
    if ([...form.values()].some((v) => typeof v !== "string")) return { ok: false, status: 415, error: "Files cannot be attached to a message." };
    return { ok: true, body: Object.fromEntries(form) };
  } catch {
    return { ok: false, status: 400, error: "The form could not be read. Please try again." };
  }
}

/** A posted field as text cut to `max` characters ("" when missing or a file). */
export function textField(body: Record<string, FormDataEntryValue>, name: string, max: number): string {
  const value = body[name];
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The answer to a refused post: the page again, with a message at the top. */
export const refusedPost = <V>(status: number, form: string, values: V) =>
  data({ sent: false as const, errors: { form } as Record<string, string>, values }, { status });
