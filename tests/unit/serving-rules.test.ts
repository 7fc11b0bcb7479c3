// The rules the serving layer keys on: one spelling per page, which paths create leads,
// whom to believe about the client's address, and which inline scripts a CSP must allow.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalPath, pageOfDataRequest } from "../../server/pages/canonical-path.ts";
import { isLeadPath } from "../../server/leads/lead-rate-limit.ts";
import { clientAddress, parseTrustProxy } from "../../server/trust-proxy.ts";
import { inlineScriptsOf, scriptHashes } from "../../server/pages/script-hashes.ts";
import { cspWithScriptSources } from "../../server/security.ts";

describe("canonicalPath", () => {
  it("decodes, lower-cases, collapses slashes and drops a trailing slash", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/about")).toBe("/about");
    expect(canonicalPath("/About/")).toBe("/about");
    expect(canonicalPath("//about//")).toBe("/about");
    expect(canonicalPath("/%63ontact")).toBe("/contact");
    expect(canonicalPath("/blog/My-Post")).toBe("/blog/my-post");
    expect(canonicalPath("///")).toBe("/");
  });
  it("keeps characters that need escaping escaped, and refuses what cannot be decoded", () => {
    expect(canonicalPath("/a%20b")).toBe("/a%20b");
    expect(canonicalPath("/%E2%82%AC")).toBe("/%E2%82%AC");
    expect(canonicalPath("/%ff")).toBeUndefined();
    expect(canonicalPath("/%")).toBeUndefined();
  });
  it("is stable: a canonical path is its own canonical form", () => {
    for (const p of ["/About/", "//x//y/", "/%63ontact", "/a%20B", "/blog/%C3%A9t%C3%A9"]) {
      const once = canonicalPath(p)!;
      expect(canonicalPath(once)).toBe(once);
    }
  });
  it("names the page of a React Router data request", () => {
    expect(pageOfDataRequest("/contact.data")).toBe("/contact");
    expect(pageOfDataRequest("/contact/.data")).toBe("/contact");
    expect(pageOfDataRequest("/_root.data")).toBe("/");
    expect(pageOfDataRequest("/contact")).toBe("/contact");
  });
});

describe("isLeadPath", () => {
  it("covers the API and the contact action in every spelling and method but reads", () => {
    for (const p of ["/api/contact", "/API/Contact/", "/contact", "/contact/", "/Contact", "/%63ontact", "/contact.data", "/contact/.data", "//contact"]) {
      expect(isLeadPath("POST", p), p).toBe(true);
      expect(isLeadPath("PUT", p), p).toBe(true);
      expect(isLeadPath("GET", p), p).toBe(false);
    }
    // The no-JavaScript chat's action stores chat leads: the same budget, every spelling.
    for (const p of ["/chat", "/chat/", "/Chat", "/%63hat", "/chat.data", "/chat/.data"]) {
      expect(isLeadPath("POST", p), p).toBe(true);
      expect(isLeadPath("GET", p), p).toBe(false);
    }
    expect(isLeadPath("POST", "/about")).toBe(false);
    expect(isLeadPath("POST", "/contact-us")).toBe(false);
    expect(isLeadPath("POST", "/%ff")).toBe(false);
  });
});

describe("parseTrustProxy", () => {
  it("trusts nobody when unset", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
  });
  it("takes a hop count, names and address ranges", () => {
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7, fd00::/8, uniquelocal")).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "uniquelocal"]);
  });
  it("refuses what it cannot read, naming it", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY: true is not/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy("proxy.internal")).toThrow(/proxy\.internal/);
  });
  it("keeps only real addresses as a client address", () => {
    expect(clientAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress("::1")).toBe("::1");
    expect(clientAddress("<img src=x>")).toBeUndefined();
    expect(clientAddress(undefined)).toBeUndefined();
  });
});

describe("inline script hashes", () => {
  const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  it("hashes each executable inline script as the browser reads it, not data blocks or external scripts", () => {
    const html =
      `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>` +
      `<script nonce="">window.a = "&amp;";</script></head><body><script type="module">import "/m.js";</script>` +
      `<script>window.a = "&amp;";</script></body></html>`;
    expect(scriptHashes([...inlineScriptsOf(html), 'import("/late.js")'])).toEqual([
      sha('window.a = "&amp;";'),
      sha('import "/m.js";'),
      sha('import("/late.js")'),
    ]);
  });
  it("puts the hashes where the response's nonce was, and refuses a header without one", () => {
    const header = "default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'";
    expect(cspWithScriptSources(header, "abc", ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';object-src 'none'",
    );
    expect(() => cspWithScriptSources("script-src 'self'", "abc", ["'sha256-x'"])).toThrow();
  });
});
