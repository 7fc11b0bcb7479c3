// Bundles the Express server (server/index.ts and what it imports from common/) into
// build/server.js, and the desk's CLI into build/admin.js; npm packages stay external
// and load from node_modules.
import { build } from "esbuild";

await build({
  // server.js serves; admin.js is `npm run admin` for where the sources and tsx are not
  // (the container image): `node build/admin.js create-user <email>`.
  entryPoints: { server: "server/index.ts", admin: "scripts/admin.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
