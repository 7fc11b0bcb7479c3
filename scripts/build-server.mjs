// Bundles the Express server (server/index.ts and what it imports from common/) into
// build/server.js, and the worker thread that writes the visit counters on SQLite beside
// it (build/counter-writes-worker.js, found by server/analytics/counter-writes-thread.ts);
// npm packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/index.ts", "counter-writes-worker": "server/analytics/counter-writes-worker.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
