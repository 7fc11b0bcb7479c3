import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    // Pins the clock to one instant, so the suite passes on any calendar date (CI runs it under a moved machine date).
    setupFiles: ["tests/setup/pin-clock.ts"],
    // The tests' content (tests/helpers/content-copy.ts); tests/api/real-content.test.ts checks content/.
    env: { CONTENT_DIR: "tests/fixtures/content" },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // API suites share one PostgreSQL server; each uses its own schema, so files may run in parallel.
    fileParallelism: true,
  },
});
