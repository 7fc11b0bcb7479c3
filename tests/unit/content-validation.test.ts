// A bad content file stops the start with its path and the field at fault.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyContent, restoreFixtureContent } from "../helpers/content-copy.ts";
import { ContentError, readAllContent } from "../../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../../server/content/markdown-posts.ts";

afterEach(() => {
  restoreFixtureContent();
});

describe("content validation", () => {
  it("accepts the shipped content", () => {
    const content = readAllContent();
    expect(content.services.length).toBeGreaterThanOrEqual(8);
    expect(content.whitePapers.map((p) => p.pages)).toEqual([24, 32, 28, 22, 36, 30]);
    expect(readMarkdownPostFiles().length).toBeGreaterThanOrEqual(11);
  });

  it("holds the services page's steps, the SPEC's three in order, and names a step without its text", () => {
    expect(readAllContent().process.map((s) => s.title)).toEqual(["Assessment", "Implementation", "Optimization"]);
    const dir = copyContent();
    const file = path.join(dir, "process.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^ {2}text: .*$/m, ""));
    expect(() => readAllContent()).toThrow(/content\/process\.yaml: field "0\.text"/);
  });

  it("names the file and the field of a bad service", () => {
    const dir = copyContent();
    const file = path.join(dir, "services", "managed-sre.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^icon: .*$/m, "icon: rocket"));
    expect(() => readAllContent()).toThrow(ContentError);
    expect(() => readAllContent()).toThrow(/content\/services\/managed-sre\.md: field "icon"/);
  });

  it("names the file and the field of a blog post with a bad date", () => {
    const dir = copyContent();
    const file = path.join(dir, "blog", "gitops-argocd-multi-cluster.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^date: .*$/m, 'date: "last week"'));
    expect(() => readMarkdownPostFiles()).toThrow(/content\/blog\/gitops-argocd-multi-cluster\.md: field "date"/);
  });

  it("names the unknown placeholder of the auto-reply, which would otherwise reach a visitor", () => {
    expect(readAllContent().autoreply.subject).toContain("{siteName}");
    const dir = copyContent();
    const file = path.join(dir, "autoreply.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Hi {name},", "Hi {firstName},"));
    expect(() => readAllContent()).toThrow(
      /content\/autoreply\.md \(body\): .*unknown placeholder \{firstName\}: use \{name\}, \{siteName\}, \{phone\}, \{email\}/,
    );
  });
});
