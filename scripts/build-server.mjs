// Bundles the Express server (server/index.ts and what it imports from common/) into
// build/server.js, with beside it the worker thread that writes the visit counters on
// SQLite (build/counter-writes-worker.js, found by server/analytics/counter-writes-thread.ts)
// and the desk's CLI (build/admin.js: `npm run admin` where the sources and tsx are not,
// as in the container image: `node build/admin.js create-user <email>`). npm packages
// stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    server: "server/index.ts",
    "counter-writes-worker": "server/analytics/counter-writes-worker.ts",
    admin: "scripts/admin.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
