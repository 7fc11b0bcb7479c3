// The public pages' scripts (docs/decisions/023), built apart from React Router's client
// build: the loader (app/islands/loader.ts) and the islands it imports on demand, with
// React, React DOM and the scheduler in one chunk that only an island fetches. Apart,
// because the React Router build groups React with the router (scripts/build/
// first-load-chunks.ts), which no public page needs. The server finds the loader's
// hashed name in the build's manifest (app/lib/document/islands-entry.server.ts).
import { defineConfig } from "vite";
import { precompress } from "./scripts/build/precompress.ts";

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

export default defineConfig({
  plugins: [precompress],
  publicDir: false,
  base: "/assets/islands/", // where the chunks import each other from
  logLevel: "warn",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "build/client/assets/islands",
    emptyOutDir: true,
    manifest: true, // build/client/assets/islands/.vite/manifest.json: a dot folder, never served
    // The loader imports islands itself; Vite's preload helper would cost it more than it saves.
    modulePreload: false,
    rollupOptions: {
      input: { loader: "app/islands/loader.ts" },
      output: {
        entryFileNames: "[name]-[hash].js",
        chunkFileNames: "[name]-[hash].js",
        manualChunks: (id: string) => (REACT.test(id) ? "react" : undefined),
      },
    },
  },
});
