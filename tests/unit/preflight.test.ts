// Before you launch: `npm run preflight` lists the example content still in the site (the
// fixture content has some of every kind), by kind, with file and line or the setting,
// and exits 1; a site whose content and settings are the firm's own passes with 0.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { preflight } from "../../server/preflight/preflight.ts";
import { countByKind } from "../../server/preflight/example-content.ts";

const run = promisify(execFile);
const FIXTURE = "tests/fixtures/content";
/** A firm that set every setting: nothing of the example's left in them. */
const REAL_SETTINGS = {
  SITE_URL: "https://www.clustermind.io",
  SITE_EMAIL: "hello@clustermind.io",
  SITE_PHONE: "+91 80 4123 9876",
  SITE_ADDRESS_STREET: "2nd Floor, 12 Residency Road",
  SOCIAL_LINKEDIN: "https://www.linkedin.com/company/clustermind",
  SOCIAL_GITHUB: "https://github.com/clustermind",
  SOCIAL_X: "https://x.com/clustermind",
  SOCIAL_YOUTUBE: "https://www.youtube.com/@clustermind",
};
const UNSET = Object.fromEntries(Object.keys(REAL_SETTINGS).map((k) => [k, ""]));

function cleanContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preflight-"));
  fs.mkdirSync(path.join(dir, "blog"));
  // An example domain inside a code block is an example, not a contact.
  fs.writeFileSync(path.join(dir, "blog", "post.md"), "---\ntitle: Post\n---\nWrite to {email}.\n\n```yaml\nrepoURL: https://git.example.com/x.git\n```\n");
  return dir;
}

describe("preflight", () => {
  it("finds every kind of example in the fixture content and the default settings, with file and line", () => {
    const findings = preflight(FIXTURE, UNSET);
    expect(countByKind(findings).map((k) => k.kind)).toEqual([
      "example-address",
      "fictional-phone",
      "fictional-disclaimer",
      "placeholder-social",
      "default-setting",
    ]);
    expect(findings).toContainEqual({
      kind: "example-address",
      where: "SITE_URL (unset: the default in site.config.ts)",
      text: "https://clustermind.example.com",
    });
    expect(findings).toContainEqual({ kind: "fictional-phone", where: "SITE_PHONE (unset: the default in site.config.ts)", text: "+1-555-010-0199" });
    const clients = fs.readFileSync(path.join(FIXTURE, "clients.yaml"), "utf8").split("\n");
    const line = clients.findIndex((l) => /fictional/i.test(l)) + 1;
    expect(line).toBeGreaterThan(0);
    expect(findings).toContainEqual(expect.objectContaining({ kind: "fictional-disclaimer", where: `${FIXTURE}/clients.yaml:${line}` }));
    expect(findings.filter((f) => f.kind === "placeholder-social")).toHaveLength(4);
  });

  it("finds an example address, a 555 number and a made-up social link set through the environment", () => {
    const findings = preflight(cleanContent(), {
      ...REAL_SETTINGS,
      SITE_EMAIL: "sales@example.org",
      SITE_PHONE: "(555) 010-4477",
      SOCIAL_X: "https://x.com/example",
    });
    expect(findings.map((f) => [f.kind, f.where])).toEqual([
      ["example-address", "SITE_EMAIL (environment)"],
      ["fictional-phone", "SITE_PHONE (environment)"],
      ["placeholder-social", "SOCIAL_X (environment)"],
    ]);
  });

  it("npm run preflight lists them and exits 1; with the firm's own content and settings it exits 0", async () => {
    const failed = await run("npx", ["tsx", "scripts/preflight.ts"], { env: { ...process.env, ...UNSET, CONTENT_DIR: FIXTURE } }).then(
      () => undefined,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^"fictional" disclaimer \(\d+\)$/m);
    expect(failed?.stdout).toMatch(/^ {2}tests\/fixtures\/content\/clients\.yaml:\d+ {2}.*fictional/m);
    expect(failed?.stdout).toMatch(/^ {2}SITE_URL \(unset: the default in site\.config\.ts\) {2}https:\/\/clustermind\.example\.com$/m);

    const passed = await run("npx", ["tsx", "scripts/preflight.ts"], { env: { ...process.env, ...REAL_SETTINGS, CONTENT_DIR: cleanContent() } });
    expect(passed.stdout).toContain("preflight: no example content left.");
  }, 90_000); // two tsx starts on a busy machine
});
