// Text files of a client build are compressed once, at their best, at build time; the
// server sends the .br or .gz file that the browser accepts (server/app.ts). Shared by
// the React Router build (vite.config.ts) and the islands build (vite.islands.config.ts).
import { constants } from "node:zlib";
import type { Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export const precompress: Plugin = {
  ...compression({
    include: /\.(js|css|svg|json|xml|txt|webmanifest)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
  }),
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
};
