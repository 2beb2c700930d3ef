import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "reports/", "data/"] },
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
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", performance: "readonly", setTimeout: "readonly", clearTimeout: "readonly", Buffer: "readonly", fetch: "readonly", AbortSignal: "readonly", document: "readonly", window: "readonly" } },
  },
  {
    // Shared code runs in the browser too: it must not reach into the server or client folders.
    files: ["shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/client/**", "node:*"] }],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/client/**"] }] },
  },
);
