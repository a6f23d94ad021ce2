// Syntax-only linting (no type information, so it stays fast): TypeScript, React hooks and
// accessibility. typescript-eslint needs TypeScript's JS API, which TypeScript 7 does not ship:
// the first import points it at the TypeScript 6 kept in scripts/lint-typescript.
import "./scripts/lint-typescript/register.js";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench/results/", "**/node_modules/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // Server, browser and test code live side by side; TypeScript already checks which is which.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "react-hooks/rules-of-hooks": "error",
      // A missing dependency is a stale-closure bug; a deliberate omission says why in an
      // eslint-disable comment.
      "react-hooks/exhaustive-deps": "error",
      // Pages render on the server and work without JavaScript; several components read what only the
      // browser knows (local storage, the flash toast shown, a plan chosen on another page) in an effect
      // after hydration and set state from it. That is the pattern this rule forbids, on purpose here.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Playwright fixtures: `use` is Playwright's callback, not React's hook, and a fixture that
    // needs no other fixture must still destructure its first argument (`async ({}, use) => …`).
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
