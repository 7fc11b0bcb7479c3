// `npm run test:deploy` (part of `npm test`): renders deploy/'s overlays and validates
// every object offline (tests/deploy/manifests.test.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    testTimeout: 20_000,
  },
});
