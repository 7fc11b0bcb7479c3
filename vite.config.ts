import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/build/precompress.ts";
import { firstLoadChunks } from "./scripts/build/first-load-chunks.ts";

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
