// Site search latency (issue 14: a query answers in < 20 ms p99), over a few hundred
// varied queries built from the content itself: whole words, prefixes, typos, several
// words, long pasted text and words that match nothing.
//   1. in process: the search function the API and the /search page call;
//   2. over HTTP: GET /api/search on the production server, autocannon, bounded
//      (SEARCH_BENCH_REQUESTS requests each, default 3000): one connection, which is the
//      time a query takes to answer, then ten, which shows throughput (one Node thread:
//      the latency there includes waiting behind the other nine, so it is not the goal).
// Exits 1 when the in-process or one-connection p99 is 20 ms or more.
//   npm run bench:search
import autocannon from "autocannon";
import { readAllContent } from "../server/content/read-content.ts";
import { readMarkdownPostFiles } from "../server/content/markdown-posts.ts";
import { searchDocuments } from "../server/search/search-documents.ts";
import { createSiteSearch } from "../server/search/site-search.ts";
import { todayIso } from "../common/blog.ts";
import { SEARCH_MAX_QUERY_LENGTH } from "../common/search.ts";
import { startServer } from "../tests/helpers/server-process.ts";

const GOAL_P99_MS = 20;
const QUERIES = 400;
const requests = Number(process.env.SEARCH_BENCH_REQUESTS ?? 3000);

// A small deterministic generator, so every run measures the same queries.
let seed = 14;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;

const content = readAllContent();
const markdownFiles = readMarkdownPostFiles();
const docs = searchDocuments(content, markdownFiles, todayIso());
const words = [...new Set(docs.flatMap((d) => `${d.title} ${d.tags} ${d.description}`.toLowerCase().match(/[a-z][a-z0-9]{2,}/g) ?? []))];

function typo(word: string): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}
const kinds: (() => string)[] = [
  () => pick(words),
  () => pick(words).slice(0, 3 + Math.floor(random() * 3)), // prefix
  () => typo(pick(words.filter((w) => w.length >= 6))),
  () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(words)).join(" "),
  () =>
    Array.from({ length: 40 }, () => pick(words))
      .join(" ")
      .slice(0, SEARCH_MAX_QUERY_LENGTH), // pasted text
  () => Array.from({ length: 8 }, () => pick([..."bcdfghjkmnpqrstvwxz"])).join(""), // nothing matches
];
const queries = Array.from({ length: QUERIES }, (_, i) => kinds[i % kinds.length]!());

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (x: number) => Number(x.toFixed(2));

// 1. In process, after a warm-up pass (JIT), three timed passes.
const search = createSiteSearch(() => ({ content, markdownFiles }));
for (const q of queries) search.search(q);
const times: number[] = [];
let found = 0;
for (let pass = 0; pass < 3; pass++) {
  for (const q of queries) {
    const start = performance.now();
    const answer = search.search(q);
    times.push(performance.now() - start);
    if (pass === 0 && answer.results.length) found++;
  }
}
const inProcess = { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) };

// 2. Over HTTP, each request the next query of the list.
const server = await startServer({ LOG_LEVEL: "warn" });
let one: autocannon.Result, ten: autocannon.Result;
try {
  let next = 0;
  const run = (connections: number, amount: number) =>
    autocannon({
      url: server.url,
      connections,
      amount,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/search?q=${encodeURIComponent(queries[next++ % queries.length]!)}` }) }],
    });
  await run(10, 500); // warm-up
  one = await run(1, requests);
  ten = await run(10, requests);
} finally {
  await server.stop();
}

console.log(`\n${docs.length} documents, ${QUERIES} queries (${found} with results), Node ${process.version}`);
console.table([
  {
    target: "search() in process",
    requests: times.length,
    "p50 ms": ms(inProcess.p50),
    "p99 ms": ms(inProcess.p99),
    "max ms": ms(inProcess.max),
    "req/s": "-",
    non2xx: "-",
  },
  ...[
    ["1 connection", one],
    ["10 connections", ten],
  ].map(([label, r]) => {
    const x = r as autocannon.Result;
    return {
      target: `GET /api/search (${label as string})`,
      requests: x.requests.total,
      "p50 ms": x.latency.p50,
      "p99 ms": x.latency.p99,
      "max ms": x.latency.max,
      "req/s": Math.round(x.requests.average),
      non2xx: x.non2xx,
    };
  }),
]);
const clean = (r: autocannon.Result) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
const ok = inProcess.p99 < GOAL_P99_MS && one.latency.p99 < GOAL_P99_MS && clean(one) && clean(ten);
console.log(`goal p99 < ${GOAL_P99_MS} ms: ${ok ? "met" : "NOT met"}`);
if (!ok) process.exitCode = 1;
