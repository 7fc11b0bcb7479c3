// Content (markdown or HTML, SPEC 5) with known XSS vectors renders without anything a
// browser would execute. The output is parsed as a browser would (parse5) and every
// element and attribute is checked, not the text searched.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { contentToSafeHtml } from "../../common/markdown.ts";

type Node = DefaultTreeAdapterMap["node"];

const VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<body onload=alert(1)>",
  '<p onclick="alert(1)" onmouseover=alert(1)>hi</p>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" &#x09;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<!--<img src=x onerror=alert(1)>-->",
  "<template><script>alert(1)</script></template>",
];
const MARKDOWN_VECTORS = [
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  "[x][ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "# Title <script>alert(1)</script>",
  "Text <img src=x onerror=alert(1)> more",
  "```html\n<script>alert(1)</script>\n```",
  // The steps after the sanitizer (heading ids and links, code block bars, highlighting).
  "## Heading <img src=x onerror=alert(1)> <script>alert(1)</script>",
  '### <a href="javascript:alert(1)">linked heading</a>',
  '```yaml" onmouseover="alert(1)\nkey: value\n```',
  '```"><script>alert(1)</script>\nx\n```',
  "```yaml\nkey: <img src=x onerror=alert(1)>\n```",
  '[jump](#x" onclick="alert(1))',
  '<a href="#user-content-x" onclick="alert(1)">x</a><span id="x"></span>',
  '<button data-copy onclick="alert(1)">Copy</button>',
  "Note[^x]\n\n[^x]: <img src=x onerror=alert(1)>",
];

const EXECUTABLE_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "object",
  "embed",
  "svg",
  "math",
  "style",
  "link",
  "meta",
  "base",
  "form",
  "template",
  "noscript",
]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset", "background", "cite"]);

/** Every way the rendered HTML could run script, found by walking what a browser parses. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) {
      if (EXECUTABLE_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (name.startsWith("on")) found.push(`${node.tagName}[${name}]`);
        if (name === "style" || name === "srcdoc") found.push(`${node.tagName}[${name}]`);
        // Browsers ignore whitespace and control characters inside a URL's scheme.
        // eslint-disable-next-line no-control-regex -- browsers ignore these in a URL, so an attacker uses them
        const url = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(url)) found.push(`${node.tagName}[${name}=${value}]`);
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(walk);
    if ("content" in node && node.content) walk(node.content as Node);
  };
  walk(parseFragment(html) as Node);
  return found;
}

describe("content with XSS vectors", () => {
  it("the checker itself sees each vector as executable before sanitizing", () => {
    // (A comment, and <body> inside a fragment, are inert already as written.)
    for (const v of VECTORS.filter((v) => !/^<(!--|body)/.test(v))) expect(executableParts(v), v).not.toEqual([]);
  });

  it.each(VECTORS)("HTML content %s renders without executable parts", (vector) => {
    expect(executableParts(contentToSafeHtml(`<div>${vector}</div>`))).toEqual([]);
  });

  it.each([...VECTORS, ...MARKDOWN_VECTORS])("markdown content with %s renders without executable parts", (vector) => {
    expect(executableParts(contentToSafeHtml(`Intro paragraph.\n\n${vector}\n\nMore text.`))).toEqual([]);
  });

  it("any mix of vectors and text, as HTML or markdown, renders without executable parts", () => {
    const piece = fc.oneof(
      fc.constantFrom(...VECTORS, ...MARKDOWN_VECTORS),
      fc.string({ maxLength: 40 }),
      fc.constantFrom("<", ">", '"', "'", "&", "\n\n", "<div>", "</div>"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.boolean(), (pieces, asHtml) => {
        const content = (asHtml ? "<div>" : "") + pieces.join("");
        expect(executableParts(contentToSafeHtml(content))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the ordinary content of a post", () => {
    const html = contentToSafeHtml(
      '# Plan\n\nSee [the docs](https://kubernetes.io/docs/) and ![diagram](/images/a.png "A").\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<a href="https://kubernetes.io/docs/">the docs</a>');
    expect(html).toContain('<img src="/images/a.png" alt="diagram" title="A">');
    expect(html).toContain("<table");
  });
});
