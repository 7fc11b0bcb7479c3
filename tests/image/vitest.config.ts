// `npm run test:image`: the built image under podman (tests/image/image.test.ts). Kept
// out of `npm test`, which runs where no image was built; .ci/run builds one and runs it.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/image/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
