// Lint: TypeScript's recommended rules, React's hook rules and jsx-a11y on the app.
// Formatting is Prettier's (npm run format); nothing here argues with it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", "public/", ".react-router/", "test-results/", "playwright-report/", "node_modules/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Migrations run against the database as it was, not as the current types say:
    // Kysely's documentation types them Kysely<any>. Tests and benches read parsed JSON
    // (JSON-LD, API bodies, reports) whose shape is what they assert.
    files: ["server/db/migrations.ts", "tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Time comes from common/clock.ts, which tests pin: a clock read anywhere else makes a
    // result depend on the day the code runs (docs/decisions/021-ci-in-ten-minutes.md).
    // Durations are measured with performance.now(), which is not a date.
    files: ["app/**", "server/**", "common/**", "scripts/**", "site.config.ts"],
    ignores: ["common/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Read the time from common/clock.ts (clock.date())." },
        { selector: "CallExpression[callee.name='Date']", message: "Read the time from common/clock.ts (clock.date())." },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "Read the time from common/clock.ts (clock.now()); for a duration use performance.now()." },
        { object: "performance", property: "timeOrigin", message: "Read the time from common/clock.ts (clock.now())." },
      ],
    },
  },
  { files: ["app/**/*.tsx"], ...reactHooks.configs.flat.recommended },
  {
    // These three check that a component suits the React Compiler, which we do not run.
    // Our components render one thing on the server and another once hydrated, by React's
    // documented pattern (a state set in an effect), and read refs for values that are
    // deliberately outside rendering; a string tag ("h2") or a looked-up icon is not a
    // component created during render.
    files: ["app/**/*.tsx"],
    rules: { "react-hooks/set-state-in-effect": "off", "react-hooks/refs": "off", "react-hooks/static-components": "off" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Focus goes where the person's one next step is: the desk's sign-in field (or the
    // field a no-JavaScript post found in error), the site search dialog's query box.
    files: ["app/routes/admin/**/*.tsx", "app/components/layout/search-dialog.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
);
