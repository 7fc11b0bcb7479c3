// A bad content file stops the start with its path and the field at fault.
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
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
    expect(content.whitePapers.map((p) => p.pages)).toEqual([8, 7, 7, 6, 7, 7]);
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

// An unclosed quote: YAML that does not parse at all, before any field can be checked.
const breakYaml = (file: string) => fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, 'title: "never closed'));
const YAML_ERROR = /Missing closing "quote at line \d+/;

describe("front matter that is not YAML", () => {
  const files = [
    "blog/gitops-argocd-multi-cluster.md",
    "server-posts/observability-opentelemetry-migration.md",
    "services/managed-sre.md",
    "solutions/" + fs.readdirSync("content/solutions")[0],
    "case-studies/" + fs.readdirSync("content/case-studies")[0],
    "pages/about.md",
  ];
  it.each(files)("in content/%s names the file and the parser's error", (file) => {
    const dir = copyContent();
    breakYaml(path.join(dir, file));
    const read = () => {
      readAllContent();
      readMarkdownPostFiles();
    };
    expect(read).toThrow(ContentError);
    expect(read).toThrow(new RegExp(`^content/${file.replace(/[.]/g, "\\.")}: front matter is not valid YAML: `));
    expect(read).toThrow(YAML_ERROR);
  });

  it("in a blog post stops the server's start with the file's path and the error, not a stack trace", async () => {
    const dir = copyContent();
    breakYaml(path.join(dir, "blog", "gitops-argocd-multi-cluster.md"));
    const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, CONTENT_DIR: dir, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bad-content-")), HOST: "127.0.0.1", PORT: "39217" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onTestFinished(() => void server.kill()); // should it start after all
    let output = "";
    server.stdout.on("data", (d) => (output += d));
    server.stderr.on("data", (d) => (output += d));
    const [code] = await once(server, "exit");
    expect(code).toBe(1);
    // pino's one fatal line, and nothing else (no stack trace).
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    const { level, msg } = JSON.parse(lines[0]!) as { level: number; msg: string };
    expect(level).toBe(60);
    expect(msg).toMatch(/^content\/blog\/gitops-argocd-multi-cluster\.md: front matter is not valid YAML: /);
    expect(msg).toMatch(YAML_ERROR);
  }, 60_000);
});
