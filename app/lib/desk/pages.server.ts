// What the desk's page editor does on the server: read its plain form post into the words
// of a page (common/desk-page.ts), checked by the file's own rules in the service.
import type { PageFields } from "../../../common/desk-page.ts";

export { pageTemplate, renderPageBody, renderSitePage } from "../data/site-page.server.ts";

/** The editor's fields as typed, to show the form again after an error. */
export interface PageFormValues {
  title: string;
  description: string;
  heading: string;
  lead: string;
  markdown: string;
}

const text = (body: Record<string, FormDataEntryValue>, name: string) => {
  const v = body[name];
  return typeof v === "string" ? v : "";
};

export function pageFormValues(body: Record<string, FormDataEntryValue>): PageFormValues {
  return {
    title: text(body, "title"),
    description: text(body, "description"),
    heading: text(body, "heading"),
    lead: text(body, "lead"),
    // Browsers send a textarea's line breaks as CRLF: stored as the markdown's LF.
    markdown: text(body, "markdown").replace(/\r\n?/g, "\n"),
  };
}

export const pageValuesOf = (f: PageFields): PageFormValues => ({
  title: f.title,
  description: f.description,
  heading: f.heading ?? "",
  lead: f.lead,
  markdown: f.markdown,
});

/** The words to save: an empty heading means "the title". */
export const pageWordsOf = (v: PageFormValues) => ({
  title: v.title.trim(),
  description: v.description.trim(),
  ...(v.heading.trim() ? { heading: v.heading.trim() } : {}),
  lead: v.lead.trim(),
  markdown: v.markdown,
});
