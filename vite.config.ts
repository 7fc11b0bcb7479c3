import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { constants } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { firstLoadChunks } from "./scripts/build/first-load-chunks.ts";

// Text files of the client build are compressed once, at their best, at build time;
// the server sends the .br or .gz file that the browser accepts (server/app.ts).
const precompress: Plugin = {
  ...compression({
    include: /\.(js|css|svg|json|xml|txt|webmanifest)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
  }),
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
};

const chunks = firstLoadChunks();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress, chunks.plugin],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // esbuild minifies the CSS: Vite 8's default, Lightning CSS 1.33, breaks a selector list
  // of :has() rules (".a:has(x) .b,.a:has(y) .b)" with a stray parenthesis), which drops the
  // Services dropdown's focus rule (tests/e2e/header-controls.spec.ts).
  build: { assetsInlineLimit: 0, cssMinify: "esbuild" },
  environments: {
    // The browser's first load in a few files; the server's bundle needs no grouping.
    client: { build: { rollupOptions: { output: { manualChunks: chunks.manualChunks } } } },
  },
});
