// The rewrite on a hand-made page: odd attribute order and quoting, a "</div>" in the
// module, a preload in the body. tests/e2e/deferred-scripts.spec.ts runs it on every
// route's real React Router output.
import { describe, expect, it } from "vitest";
import { deferAppScripts } from "../../app/lib/document/defer-app-scripts.server.ts";
import { findLoader, runLoader } from "../helpers/deferred-loader.ts";
import { htmlElements } from "../../server/pages/html-elements.ts";
import { inlineScriptsOf } from "../../server/pages/script-hashes.ts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/><link href='/assets/root-B.js' nonce=N1 rel="ModulePreload"><title>T</title></head>
<body><main>Hello</main><link rel="modulepreload" href="/assets/late-C.js"><script nonce="N1">window.__reactRouterContext = {};</script><script async nonce="N1" type=module>import * as route0 from "/assets/root-B.js";
window.x = "</div>";
import("/assets/entry.client-A.js");</script><p>after</p></body></html>`;

describe("deferAppScripts", () => {
  const { html: out, inlineScripts } = deferAppScripts(page);

  it("leaves no modulepreload link or module script, and every other byte as it was", () => {
    const tags = [...htmlElements(out)].map((el) => `${el.tagName} ${el.attrs.map((a) => `${a.name}=${a.value}`).join(" ")}`.trim());
    expect(tags).toEqual(["html", "head", "title", "body", "main", "script nonce=N1", "script nonce=N1", "p"]);
    expect(
      out.startsWith(
        '<!DOCTYPE html><html><head><title>T</title></head>\n<body><main>Hello</main><script nonce="N1">window.__reactRouterContext = {};</script><script nonce="N1">(function(',
      ),
    ).toBe(true);
    expect(out.endsWith("})()</script><p>after</p></body></html>")).toBe(true);
  });

  it("adds the same preloads and module, with the nonce, once the first frame is painted", () => {
    const loader = findLoader(out);
    expect(loader?.nonce).toBe("N1");
    const run = runLoader(loader!.text, "N1");
    expect(run.beforeFrame).toBe(0);
    expect(run.preloads).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js", nonce: "N1" },
      { rel: "modulepreload", href: "/assets/root-B.js", nonce: "N1" },
      { rel: "modulepreload", href: "/assets/late-C.js", nonce: "N1" },
    ]);
    expect(run.modules).toHaveLength(1);
    expect(run.modules[0]).toMatchObject({ type: "module", nonce: "N1" });
    expect(run.modules[0]!.text).toContain('window.x = "</div>";\nimport("/assets/entry.client-A.js");');
    // The page's scripts as served and the one the loader adds are reported, so a
    // hash-based CSP can allow exactly those texts.
    expect(inlineScripts).toEqual([...inlineScriptsOf(out), run.modules[0]!.text]);
  });

  it("returns a page without scripts as it was, and refuses markup it does not know", () => {
    expect(deferAppScripts("<html><body>static</body></html>")).toEqual({ html: "<html><body>static</body></html>", inlineScripts: [] });
    expect(() => deferAppScripts('<link rel="modulepreload" href="/a.js"><p>no module</p>')).toThrow(/one inline module script/);
    expect(() => deferAppScripts('<script type="module">a</script><script type="module">b</script>')).toThrow(/found 2/);
  });
});
