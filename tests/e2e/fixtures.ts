// The e2e `test`: every browser context reads the same pinned instant as the server
// (global-setup.ts starts it with CLOCK_START_AT=TEST_NOW), so what the browser computes
// from the date (the blog's publication day on client navigation, the footer's year when
// it hydrates) agrees with the server HTML on any real date. Specs import `test` and
// `expect` from here, not from @playwright/test.
import { test as base } from "@playwright/test";
import { TEST_NOW } from "../helpers/test-clock.ts";

export const test = base.extend({
  context: async ({ context }, use) => {
    // Date.now() and new Date() read TEST_NOW; timers keep running in real time.
    await context.clock.setFixedTime(TEST_NOW);
    await use(context);
  },
});

export { expect } from "@playwright/test";
