// SPEC 5 and 9: title and description limits at their edges, the brand rule, Home.
import { describe, expect, it } from "vitest";
import { breadcrumbLd, jsonLdText, organizationLd, pageDescription, pageTitle, robots } from "../../common/seo.ts";
import { resolveSiteConfig } from "../../site.config.ts";

const brand = "Clustermind";
const withSuffix = (n: number) => "x".repeat(n - ` | ${brand}`.length);

describe("page title", () => {
  it("appends the brand suffix", () => {
    expect(pageTitle("Services", brand)).toBe("Services | Clustermind");
  });
  it("does not append the brand when the title holds it", () => {
    expect(pageTitle("About Clustermind", brand)).toBe("About Clustermind");
  });
  it("keeps 59 and 60 characters, cuts 61 to 57 plus an ellipsis", () => {
    expect(pageTitle(withSuffix(59), brand)).toHaveLength(59);
    expect(pageTitle(withSuffix(60), brand)).toHaveLength(60);
    const cut = pageTitle(withSuffix(61), brand);
    expect(cut).toHaveLength(60);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.slice(0, 57)).toBe(`${withSuffix(61)} | ${brand}`.slice(0, 57));
  });
  it("gives Home the fixed long title", () => {
    expect(pageTitle("Home", brand)).toBe("Clustermind | Kubernetes, LiveKit & DevOps Consulting");
    expect(pageTitle("Home", "A Much Longer Brand Name Ltd")).toHaveLength(60);
  });
});

describe("page description", () => {
  it("keeps 159 and 160 characters, cuts 161 to 157 plus an ellipsis", () => {
    expect(pageDescription("d".repeat(159))).toHaveLength(159);
    expect(pageDescription("d".repeat(160))).toBe("d".repeat(160));
    expect(pageDescription("d".repeat(161))).toBe(`${"d".repeat(157)}...`);
  });
});

describe("robots and structured data", () => {
  it("says noindex only when asked", () => {
    expect(robots()).toBe("index, follow");
    expect(robots(true)).toBe("noindex, follow");
  });
  it("builds the organization with the Bangalore address and a 280x60 logo", () => {
    const org = organizationLd(resolveSiteConfig({ SITE_PHONE: "+1-555-010-0100" })) as any;
    expect(org.address).toMatchObject({ addressLocality: "Bangalore", postalCode: "560059", addressCountry: "IN" });
    expect(org.contactPoint).toMatchObject({ contactType: "customer service", telephone: "+1-555-010-0100" });
    expect(org.logo.width.value).toBe(280);
    expect(org.logo.height.value).toBe(60);
  });
  it("numbers breadcrumbs and escapes '<' in JSON-LD", () => {
    const site = resolveSiteConfig();
    const crumbs = breadcrumbLd(site, [
      { name: "Home", url: "/" },
      { name: "Blog", url: "/blog" },
    ]) as any;
    expect(crumbs.itemListElement.map((c: any) => c.position)).toEqual([1, 2]);
    expect(jsonLdText({ a: "</script>" })).not.toContain("</script>");
  });
});
