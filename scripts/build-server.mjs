// Bundles the Express server (server/index.ts and what it imports from common/) into
// build/server.js, with beside it the worker thread that writes the visit counters on
// SQLite (build/counter-writes-worker.js, found by server/analytics/counter-writes-thread.ts)
// and the desk's CLI (build/admin.js: `npm run admin` where the sources and tsx are not,
// as in the container image: `node build/admin.js create-user <email>`). npm packages
// stay external and load from node_modules.
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

// vite-plugin-compression2 hooks a plugin that Vite 8 shares between its client and server
// builds, so the server's bundle gets .br and .gz copies too. Only the client's are served.
for (const file of fs.readdirSync("build/server", { recursive: true, encoding: "utf8" })) {
  if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join("build/server", file));
}

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
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The drawing fonts (scripts/images/drawing-fonts.ts): the server draws the art of case
// studies written in the desk, and the container has no fonts of its own.
const { copyDrawingFonts } = await import("./images/drawing-fonts.ts");
copyDrawingFonts();
