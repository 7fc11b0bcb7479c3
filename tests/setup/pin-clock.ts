// Vitest setup (vitest.config.ts): every test file starts with the clock pinned to
// TEST_NOW. It runs on from there, so retries and fill times still see time pass.
// A test that moves the clock puts it back with `startClockAt(TEST_NOW)`.
import { startClockAt } from "../../common/clock.ts";
import { TEST_NOW } from "../helpers/test-clock.ts";

startClockAt(TEST_NOW);
