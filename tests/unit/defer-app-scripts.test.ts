import { describe, expect, it } from "vitest";
import { deferAppScripts } from "../../app/lib/defer-app-scripts.server.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/><title>T</title></head>
<body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script><script nonce="N1" type="module" async="">import * as route0 from "/assets/root-B.js";
window.x = "</div>";
import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferAppScripts", () => {
  const { html: out, deferredScripts } = deferAppScripts(page);

  it("leaves no modulepreload link or module script in the HTML", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain("<main>Hello</main>");
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
  });

  it("adds the same preloads and module, with the nonce, once the first frame is painted", async () => {
    const loader = /<script nonce="N1">(\(function[\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    const added: { tag: string; props: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      currentScript: { nonce: "N1" },
      createElement: (tag: string) => ({ tag, props: {} as Record<string, string> }),
      head: { appendChild: (el: { tag: string }) => added.push(Object.assign({}, el, { props: { ...el } }) as never) },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", loader!)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toHaveLength(0); // nothing before the first frame
    frames.shift()!();
    timers.pop()!(); // the timer queued by the frame
    timers.forEach((t) => t()); // the one-second fallback does not start it twice
    const links = added.filter((e) => e.tag === "link").map((e) => e.props as Record<string, string>);
    expect(links.map((l) => [l.rel, l.href, l.nonce])).toEqual([
      ["modulepreload", "/assets/entry.client-A.js", "N1"],
      ["modulepreload", "/assets/root-B.js", "N1"],
    ]);
    const scripts = added.filter((e) => e.tag === "script").map((e) => e.props as Record<string, string>);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe("module");
    expect(scripts[0]!.nonce).toBe("N1");
    expect(scripts[0]!.textContent).toContain('import("/assets/entry.client-A.js");');
    expect(scripts[0]!.textContent).toContain('window.x = "</div>";');
    // The script it adds is reported, so a hash-based CSP can allow exactly that text.
    expect(deferredScripts).toEqual([scripts[0]!.textContent]);
  });

  it("returns a page without a module script as it was", () => {
    expect(deferAppScripts("<html><body>static</body></html>")).toEqual({ html: "<html><body>static</body></html>", deferredScripts: [] });
  });
});
