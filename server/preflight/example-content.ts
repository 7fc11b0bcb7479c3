// What is still example content before the firm goes live: the one home of the rules,
// for `npm run preflight` (scripts/preflight.ts) and the warning at a production start
// (warn-at-start.ts). A finding names the file and line (or the setting) and the text.
// The site ships with example content that reaches nobody: example.com addresses,
// +1-555-01xx numbers, clients marked "fictional", social links to made-up accounts.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../../site.config.ts";

export const EXAMPLE_KINDS = {
  "example-address": "example.com address",
  "fictional-phone": "555 phone number",
  "fictional-disclaimer": '"fictional" disclaimer',
  "placeholder-social": "placeholder social link",
  "default-setting": "setting left at its example default",
} as const;
export type ExampleKind = keyof typeof EXAMPLE_KINDS;

export interface Finding {
  kind: ExampleKind;
  /** "content/pages/about.md:14", or the setting: "SITE_URL (unset: site.config.ts:27)". */
  where: string;
  text: string;
}

/** Line rules, for every text file of the content. */
const LINE_RULES: { kind: ExampleKind; pattern: RegExp }[] = [
  // The domains RFC 2606 reserves for examples, in any address or URL.
  { kind: "example-address", pattern: /[\w.+-]*\bexample\.(com|org|net)\b[\w./-]*/i },
  // North American 555 numbers (555-01xx is reserved for fiction), in any common spelling.
  { kind: "fictional-phone", pattern: /(\+?1[\s.-]?)?\(?\b555\)?[\s.-]?\d{3}[\s.-]?\d{0,4}\b/ },
  { kind: "fictional-disclaimer", pattern: /\b(fictional|fictitious)\b/i },
];

const TEXT_FILES = /\.(md|markdown|ya?ml|json|txt|html)$/i;

function textFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && TEXT_FILES.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Each line of the content that matches a rule, once per rule. Code blocks in markdown
 * are skipped: `git.example.com` in a YAML sample is the right name for an example
 * there. `root` is what paths are shown relative to.
 */
export function scanContent(contentDir: string, root = process.cwd()): Finding[] {
  const findings: Finding[] = [];
  for (const file of textFiles(contentDir)) {
    const shown = path.relative(root, file);
    let inCode = false;
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (/\.(md|markdown)$/i.test(file) && /^\s*(```|~~~)/.test(line)) inCode = !inCode;
        if (inCode) return;
        for (const rule of LINE_RULES) {
          const match = rule.pattern.exec(line);
          if (match) findings.push({ kind: rule.kind, where: `${shown}:${i + 1}`, text: excerpt(line, match.index, match[0].length) });
        }
      });
  }
  return findings;
}

/** The match with a little of the line around it, on one short line. */
function excerpt(line: string, at: number, length: number): string {
  const start = Math.max(0, at - 30);
  const end = Math.min(line.length, at + length + 30);
  return `${start > 0 ? "…" : ""}${line.slice(start, end).trim()}${end < line.length ? "…" : ""}`;
}

/** The settings (site.config.ts, from the environment) still at, or set to, an example value. */
export function scanSettings(site: SiteConfig, env: Record<string, string | undefined>, defaults: SiteConfig): Finding[] {
  const findings: Finding[] = [];
  const where = (variable: string) => (env[variable] ? `${variable} (environment)` : `${variable} (unset: the default in site.config.ts)`);
  const check = (variable: string, value: string, fallback: string) => {
    const rule = LINE_RULES.find((r) => r.kind !== "fictional-disclaimer" && r.pattern.test(value));
    if (rule) findings.push({ kind: rule.kind, where: where(variable), text: value });
    else if (!env[variable] && value === fallback) findings.push({ kind: "default-setting", where: where(variable), text: value });
  };
  check("SITE_URL", site.url, defaults.url);
  check("SITE_EMAIL", site.email, defaults.email);
  check("SITE_PHONE", site.phone, defaults.phone);
  check("SITE_ADDRESS_STREET", site.address.street, defaults.address.street);
  const socialVariables: Record<string, string> = {
    LinkedIn: "SOCIAL_LINKEDIN",
    GitHub: "SOCIAL_GITHUB",
    "X (Twitter)": "SOCIAL_X",
    YouTube: "SOCIAL_YOUTUBE",
  };
  for (const link of site.social) {
    const variable = socialVariables[link.label] ?? link.label;
    const fallback = defaults.social.find((s) => s.label === link.label)?.href;
    if (/example/i.test(link.href) || (!env[variable] && link.href === fallback))
      findings.push({ kind: "placeholder-social", where: where(variable), text: link.href });
  }
  return findings;
}

/** How many findings of each kind, in the order of EXAMPLE_KINDS, kinds with none left out. */
export function countByKind(findings: Finding[]): { kind: ExampleKind; label: string; count: number }[] {
  return (Object.keys(EXAMPLE_KINDS) as ExampleKind[])
    .map((kind) => ({ kind, label: EXAMPLE_KINDS[kind], count: findings.filter((f) => f.kind === kind).length }))
    .filter((k) => k.count > 0);
}
