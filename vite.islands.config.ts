// The public pages' scripts (docs/decisions/023), built apart from React Router's client
// build: the loader (app/islands/loader.ts) and the islands it imports on demand, with
// React, React DOM and the scheduler in one chunk that only an island fetches. Apart,
// because the React Router build groups React with the router (scripts/build/
// first-load-chunks.ts), which no public page needs. The server finds the loader's
// hashed name in the build's manifest (app/lib/document/islands-entry.server.ts).
import { defineConfig } from "vite";
import { precompress } from "./scripts/build/precompress.ts";

// The islands' runtime in one chunk: Preact's React-compatible build (decision 050).
const REACT = /\/node_modules\/(preact|react|react-dom|scheduler)\//;

export default defineConfig({
  plugins: [precompress],
  publicDir: false,
  base: "/assets/islands/", // where the chunks import each other from
  logLevel: "warn",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // The islands are our React components, server-rendered by React; in the browser they
  // hydrate with preact/compat (9 KB brotli instead of React DOM's 58 KB), which is what
  // brings a tapped chat to work within a second on a slow phone (decision 050). The desk
  // is built by React Router's own config and stays on React.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "build/client/assets/islands",
    emptyOutDir: true,
    manifest: true, // build/client/assets/islands/.vite/manifest.json: a dot folder, never served
    // An island's chunks are fetched side by side when it wakes, not one import at a time
    // (a 150 ms round trip each on a slow line): Vite's preload helper, 0.3 KB in the loader.
    modulePreload: { polyfill: false },
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
