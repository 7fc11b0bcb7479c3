// The few dynamic parts of the firm's pages (content/pages/*.md). A page states what this
// server is set to do (the privacy policy names LEAD_RETENTION_DAYS and whether Google
// Analytics is on), so its markdown holds:
//   {siteName}, {email}, …            the site's settings (site.config.ts), filled in;
//   <!-- if analytics --> … <!-- else --> … <!-- end -->
//                                      text kept only when the setting is on (or off).
// HTML comments, so a markdown preview shows the page readably, both variants included.
// Filled in on the server before the markdown is rendered and sanitized.

/** The placeholders a page may use. {consentReset} becomes the privacy policy's button after sanitizing. */
export const PAGE_PLACEHOLDERS = ["siteName", "email", "phone", "street", "locality", "region", "postalCode", "retentionPeriod", "consentReset"] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

/** The settings a page's `<!-- if name -->` parts may depend on. */
export const PAGE_CONDITIONS = ["analytics", "retention"] as const;
export type PageCondition = (typeof PAGE_CONDITIONS)[number];

// A marker alone on its line takes the line with it, so a list keeps no blank line
// (which would make it a loose list of paragraphs) where a part was left out.
const MARKER = /^([ \t]*)<!--\s*(if\s+[\w-]+|else|end)\s*-->[ \t]*(?:\n|$)|<!--\s*(if\s+[\w-]+|else|end)\s*-->/gm;
const PLACEHOLDER = /\{(\w+)\}/g;

type Part = { kind: "text"; text: string } | { kind: "if"; condition: string; then: Part[]; else: Part[] };

/** Splits the text into its conditional parts; throws with a reader's message when the markers do not pair up. */
function parse(text: string): Part[] {
  const root: Part[] = [];
  const open: { part: Extract<Part, { kind: "if" }>; inElse: boolean }[] = [];
  const target = () => {
    const top = open.at(-1);
    return top ? (top.inElse ? top.part.else : top.part.then) : root;
  };
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    target().push({ kind: "text", text: text.slice(last, m.index) });
    last = m.index + m[0].length;
    const marker = (m[2] ?? m[3])!.replace(/\s+/g, " ");
    if (marker.startsWith("if ")) {
      const condition = marker.slice(3);
      if (!(PAGE_CONDITIONS as readonly string[]).includes(condition)) {
        throw new Error(`unknown condition "<!-- if ${condition} -->": use ${PAGE_CONDITIONS.join(" or ")}`);
      }
      if (open.length) throw new Error(`"<!-- if ${condition} -->" inside another "<!-- if -->": close the first with "<!-- end -->"`);
      const part: Part = { kind: "if", condition, then: [], else: [] };
      target().push(part);
      open.push({ part, inElse: false });
    } else if (marker === "else") {
      const top = open.at(-1);
      if (!top || top.inElse) throw new Error(`"<!-- else -->" without its "<!-- if … -->"`);
      top.inElse = true;
    } else {
      if (!open.pop()) throw new Error(`"<!-- end -->" without its "<!-- if … -->"`);
    }
  }
  if (open.length) throw new Error(`"<!-- if ${open[0]!.part.condition} -->" is never closed with "<!-- end -->"`);
  target().push({ kind: "text", text: text.slice(last) });
  return root;
}

/** The first problem of a page's text (a marker or placeholder a reader would see verbatim), or null. */
export function pageTemplateProblem(text: string): string | null {
  try {
    parse(text);
  } catch (err) {
    return (err as Error).message;
  }
  const unknown = [...text.matchAll(PLACEHOLDER)].find((m) => !(PAGE_PLACEHOLDERS as readonly string[]).includes(m[1]!));
  return unknown ? `unknown placeholder ${unknown[0]}: use ${PAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}` : null;
}

// Markdown's own punctuation in a value (a SITE_NAME with "*" or "_") is escaped, so a
// setting reads as written and never turns into markup.
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]<>()#!|~]/g, "\\$&");

/**
 * The text with the parts its conditions leave out removed and its placeholders filled.
 * `values` may leave a placeholder out: it then stays as written (the caller replaces it later).
 */
export function fillPageTemplate(
  text: string,
  conditions: Record<PageCondition, boolean>,
  values: Partial<Record<PagePlaceholder, string>>,
  escape: (value: string) => string = escapeMarkdown,
): string {
  const flatten = (parts: Part[]): string =>
    parts.map((p) => (p.kind === "text" ? p.text : flatten(conditions[p.condition as PageCondition] ? p.then : p.else))).join("");
  return flatten(parse(text)).replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as PagePlaceholder];
    return value === undefined ? whole : escape(value);
  });
}

/** What fills a page's text on one server: its settings' values and which conditions hold. */
export interface PageTemplate {
  conditions: Record<PageCondition, boolean>;
  values: Partial<Record<PagePlaceholder, string>>;
}

/** A line of plain text (a title, heading or lead) filled in as visitors read it: values as written, not escaped for markdown. */
export const fillPageText = (text: string, { conditions, values }: PageTemplate) => fillPageTemplate(text, conditions, values, (v) => v);
