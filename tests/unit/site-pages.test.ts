// The firm's pages (content/pages/*.md): what marketing writes is what the page serves,
// with the server's settings filled in, and a mistake stops the start naming file and field.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyContent, restoreFixtureContent } from "../helpers/content-copy.ts";
import { ContentError, readAllContent } from "../../server/content/read-content.ts";
import { sitePage } from "../../app/lib/data/site-page.server.ts";
import { fillPageTemplate, pageTemplateProblem } from "../../common/page-template.ts";
import { resolveSiteConfig } from "../../site.config.ts";

afterEach(() => {
  restoreFixtureContent();
});

/** What a route's loader gets: the content read at start and the server's settings (no page saved in the desk). */
function server(env: Record<string, string> = {}, leadRetentionDays: number | null = null) {
  return { content: readAllContent(), site: resolveSiteConfig(env), leadRetentionDays, publishedPage: () => undefined };
}

describe("the firm's pages as content", () => {
  it("serves an edited page file once the content is read again (a restart)", () => {
    expect(sitePage(server(), "about").html).toContain("<h2>Who we are</h2>");
    const dir = copyContent();
    const file = path.join(dir, "pages", "about.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("## Who we are", "## Who we are today").replace("Engineers first:", "Builders first:"));
    const page = sitePage(server(), "about");
    expect(page.html).toContain("<h2>Who we are today</h2>");
    expect(page.lead).toBe("Builders first: we build and run the systems we advise on.");
  });

  it("fills the site's settings in, as text and never as markup", () => {
    const page = sitePage(server({ SITE_NAME: "Acme_Ops <b>", SITE_EMAIL: "hi@acme.example" }), "terms-of-service");
    expect(page.description).toBe("The terms for using Acme_Ops <b>'s website, its articles, white papers and contact channels.");
    expect(page.html).toContain("Acme_Ops &#x3C;b> is not liable");
    expect(page.html).toContain('<a href="mailto:hi@acme.example">hi@acme.example</a>');
    expect(sitePage(server(), "about").heading).toBe("About Clustermind");
  });

  it("states the retention rule and Google Analytics as the server is set", () => {
    const off = sitePage(server(), "privacy-policy").html;
    expect(off).toContain("Google Analytics</strong>: not used on this site; no script from another site is loaded.");
    expect(off).toContain("until you ask us to erase them");
    expect(off).not.toMatch(/data-consent-reset|14 months|sets cookies to tell visits apart|<!--/);
    // A part left out leaves no blank line behind: the list stays a tight list.
    expect(off).toContain("<li>Visit statistics: daily totals, which say nothing about any one person, for as long as the site runs.</li>\n</ul>");

    const on = sitePage(server({ GA_MEASUREMENT_ID: "G-TEST12345" }, 1), "privacy-policy").html;
    expect(on).toContain("delivery records: 1 day after we receive them; then they are erased automatically.");
    expect(on).toMatch(/To change it: <button type="button" data-consent-reset [^>]*>Change my Google Analytics choice<\/button><\/p>/);
    expect(on).toContain("<li>Google Analytics data: 14 months.</li>");
    expect(on).toContain("(only our people get a sign-in cookie for the lead desk). Google Analytics, if you allow it, sets cookies to tell visits apart.");
    expect(sitePage(server({}, 30), "privacy-policy").html).toContain("delivery records: 30 days after we receive them");
  });

  it("never lets a page's markdown carry a script or a button of its own", () => {
    const dir = copyContent();
    const file = path.join(dir, "pages", "open-source.md");
    fs.appendFileSync(file, '\n<script>alert(1)</script><button onclick="x()">Press</button> [x](javascript:alert(1))\n');
    const html = sitePage(server(), "open-source").html;
    expect(html).not.toMatch(/<script|<button|javascript:|onclick/);
  });

  it("names the file and the field of a bad page", () => {
    const dir = copyContent();
    const file = path.join(dir, "pages", "terms-of-service.md");
    const original = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, original.replace(/^lead: .*$/m, "lead: 12"));
    expect(() => readAllContent()).toThrow(/content\/pages\/terms-of-service\.md: field "lead"/);
    fs.writeFileSync(file, original.replace("{siteName} is not liable", "{company} is not liable"));
    expect(() => readAllContent()).toThrow(/content\/pages\/terms-of-service\.md \(body\): .*unknown placeholder \{company\}/);
    fs.rmSync(file);
    expect(() => readAllContent()).toThrow(ContentError);
    expect(() => readAllContent()).toThrow(/content\/pages\/terms-of-service\.md: missing/);
  });

  it("refuses markers that do not pair up, which a visitor would otherwise see", () => {
    expect(pageTemplateProblem("a <!-- if analytics --> b")).toMatch(/never closed/);
    expect(pageTemplateProblem("a <!-- end --> b")).toMatch(/without its/);
    expect(pageTemplateProblem("<!-- if weather -->x<!-- end -->")).toMatch(/unknown condition.*analytics or retention/);
    expect(pageTemplateProblem("<!-- if analytics -->x<!-- else -->y<!-- end -->")).toBeNull();
    const text = "- a\n<!-- if retention -->\n- b {retentionPeriod}\n<!-- end -->\n- c";
    expect(fillPageTemplate(text, { analytics: false, retention: false }, {})).toBe("- a\n- c");
    expect(fillPageTemplate(text, { analytics: false, retention: true }, { retentionPeriod: "2 days" })).toBe("- a\n- b 2 days\n- c");
  });
});
