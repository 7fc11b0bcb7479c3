// Site search (issue 14, item 4) through GET /api/search on the real app and the real
// content files: ranking, typos, prefixes, every type of document, the publication
// rules judged by the clock, and the limits on what a request may ask.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { startClockAt } from "../../common/clock.ts";
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_RESULTS, type SearchAnswer } from "../../common/search.ts";
import { startTestApp } from "../helpers/test-app.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

const KARPENTER = "/blog/kubernetes-cost-optimization-karpenter";
const DRAFT = "/blog/kubernetes-1-35-upgrade-notes"; // draft: true
const FUTURE = "/blog/livekit-agents-voice-ai-2027"; // dated 2027-03-15, after TEST_NOW

describe("site search API", () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp("sqlite");
  });
  afterAll(async () => t?.close());
  afterEach(() => startClockAt(TEST_NOW));

  const search = async (q: string) => (await request(t.app).get("/api/search").query({ q }).expect(200).expect("content-type", /json/)).body as SearchAnswer;
  const marked = (a: SearchAnswer, i = 0) => a.results[i]!.snippet.filter((p) => p.mark).map((p) => p.text);

  it("finds the Karpenter post first, with the match marked in its snippet", async () => {
    const a = await search("karpenter");
    expect(a.results[0]).toMatchObject({ type: "Blog post", url: KARPENTER, title: expect.stringContaining("Karpenter") });
    expect(marked(a)).toContain("Karpenter");
    expect(a.results.length).toBeGreaterThan(1); // the case studies and services that mention it follow
  });

  it("forgives a typo: 'karpentr' still finds the Karpenter post first", async () => {
    const a = await search("karpentr");
    expect(a.results[0]!.url).toBe(KARPENTER);
    expect(marked(a)).toContain("Karpenter");
  });

  it("matches the start of a word: 'kuber' finds Kubernetes", async () => {
    const a = await search("kuber");
    expect(a.results.length).toBeGreaterThan(5);
    // The best matches show the word in their snippet; a word is only ever marked when it matched.
    for (const i of [0, 1, 2, 3, 4]) expect(marked(a, i).some((w) => /^kubernetes$/i.test(w))).toBe(true);
    for (const [i] of a.results.entries()) for (const w of marked(a, i)) expect(w).toMatch(/^kuber/i);
  });

  it.each([
    ["telehealth livekit", "Case study", "/case-studies/telehealth-livekit-video-visits"],
    ["managed sre", "Service", "/services/managed-sre"],
    ["kubernetes security suite", "Solution", "/solutions/kubernetes-security-suite"],
    ["practical playbook", "White paper", "/white-papers/2"],
    ["opentelemetry dashboards", "Blog post", "/blog/observability-opentelemetry-migration"], // a server post
    ["cilium network policies", "Blog post", "/blog/kubernetes-network-policies-cilium"], // a markdown post
  ])("'%s' finds the %s %s first", async (q, type, url) => {
    expect((await search(q)).results[0]).toMatchObject({ type, url });
  });

  it("never shows a draft or a post dated after today, and shows the future post on its day", async () => {
    const hidden = ["kubernetes 1.35 upgrade notes platform teams", "upgrades", "voice ai agents livekit 2027", "ai agents", "livekit", "kubernetes"];
    for (const q of hidden) {
      const urls = (await search(q)).results.map((r) => r.url);
      expect(urls).not.toContain(DRAFT);
      expect(urls).not.toContain(FUTURE);
    }
    startClockAt("2027-03-15T08:00:00Z"); // the 2027 post's publication day: the index follows the clock
    const urls = (await search("voice ai agents livekit 2027")).results.map((r) => r.url);
    expect(urls[0]).toBe(FUTURE);
    expect((await search("kubernetes 1.35 upgrade notes")).results.map((r) => r.url)).not.toContain(DRAFT);
  });

  it(`answers at most ${SEARCH_MAX_RESULTS} results`, async () => {
    expect((await search("kubernetes cloud webrtc devops")).results).toHaveLength(SEARCH_MAX_RESULTS);
  });

  it("answers an empty or blank query with no results, and a query with nothing found with an empty list", async () => {
    expect(await search("")).toEqual({ query: "", results: [] });
    expect(await search("   ")).toEqual({ query: "", results: [] });
    expect((await search("zzzqqqxxyy")).results).toEqual([]);
    const none = (await request(t.app).get("/api/search").expect(200)).body;
    expect(none).toEqual({ query: "", results: [] });
  });

  it(`refuses a query longer than ${SEARCH_MAX_QUERY_LENGTH} characters or given twice with a 400 JSON error`, async () => {
    const longest = `karpenter ${"x".repeat(SEARCH_MAX_QUERY_LENGTH - 10)}`;
    expect((await search(longest)).results[0]!.url).toBe(KARPENTER);
    const tooLong = await request(t.app)
      .get("/api/search")
      .query({ q: `${longest}y` })
      .expect(400)
      .expect("content-type", /json/);
    expect(tooLong.body).toEqual({ error: expect.stringContaining(String(SEARCH_MAX_QUERY_LENGTH)) });
    await request(t.app).get("/api/search?q=a&q=b").expect(400);
  });

  it("returns only text: content markup never reaches a snippet", async () => {
    for (const q of ["kubernetes", "webrtc", "terraform", "slo"]) {
      for (const r of (await search(q)).results) {
        for (const p of r.snippet) expect(p.text).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(Object.keys(r).sort()).toEqual(["snippet", "title", "type", "url"]);
      }
    }
  });
});
