// Sustained rate of accepted leads and latency of POST /api/contact, on SQLite and
// (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
//   npm run bench:leads
// Bounded: 10 s per database, 20 connections, 127.0.0.1 only.
import autocannon from "autocannon";
import { startServer } from "../tests/helpers/server-process.ts";
import { openTestDatabase } from "../tests/helpers/test-db.ts";
import { formTokenFrom } from "../tests/helpers/form-token.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function run(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0", LOG_LEVEL: "warn" });
  try {
    // A real lead carries the server's signed start time; without it, it is spam and skips delivery.
    const formToken = await formTokenFrom(server.url);
    const result = await autocannon({
      url: `${server.url}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench Visitor",
        email: "bench@example.org",
        company: "Bench Co",
        message: "Benchmarking the lead intake path end to end.",
        formToken,
      }),
      connections: 20,
      duration: DURATION_S,
    });
    const accepted = result["2xx"];
    return {
      database: label,
      "accepted leads/s": Math.round(accepted / (result.duration || DURATION_S)),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

const rows = [await run("SQLite", {})];
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const db = await openTestDatabase("postgres");
  await db.close();
  try {
    rows.push(await run("PostgreSQL", db.env as Record<string, string>));
  } finally {
    await db.drop();
  }
} else {
  console.warn("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to also measure PostgreSQL.");
}
console.table(rows);
