// The URL of the public pages' one script (app/islands/loader.ts, decision 023): in
// production its hashed file from the islands build's manifest (vite.islands.config.ts),
// read once; in development the source, which Vite's dev server compiles.
import fs from "node:fs";
import path from "node:path";

const OUT = "build/client/assets/islands";
let entry: string | undefined;

export function islandsEntry(): string {
  if (process.env.NODE_ENV !== "production") return "/app/islands/loader.ts";
  entry ??= readEntry();
  return entry;
}

function readEntry(): string {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(OUT, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const loader = manifest["app/islands/loader.ts"];
  if (!loader?.isEntry) throw new Error("the islands build has no loader entry: run `npm run build`");
  return `/assets/islands/${loader.file}`;
}
