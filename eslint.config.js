import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dist-dev/", "node_modules/", "coverage/", "reports/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Plain JavaScript runs in Node (npm start's loader, test fixtures).
    files: ["**/*.mjs", "*.js"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Shared code runs in the browser too: it must not reach into the server or client folders.
    // Server fragments live in server/pages/fragments, so this also keeps their copy out of the bundle.
    files: ["shared/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "node:*"], message: "shared/ and client/ run in the browser." },
            {
              group: ["**/content/terms-of-service", "**/content/privacy-policy"],
              message: "Long copy is server-fragment content, server-only (docs/decisions/004-server-fragments.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", { selector: "ImportDeclaration[source.value=/\\/client\\//]", message: "shared/ must not import client/." }] },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/client/**"] }] },
  },
  {
    // The rooms (docs/architecture.md): transport knows nothing of pages or enquiries, pages nothing of enquiries.
    files: ["server/http/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/client/**", "**/server/pages/**", "../pages/**", "**/enquiries/**"], message: "server/http/ is transport only." }] },
      ],
    },
  },
  {
    files: ["server/pages/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/client/**", "**/enquiries/**"], message: "server/pages/ does not know about enquiries." }] },
      ],
    },
  },
);
