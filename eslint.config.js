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
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        performance: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Buffer: "readonly",
        fetch: "readonly",
        AbortSignal: "readonly",
        document: "readonly",
        window: "readonly",
      },
    },
  },
  {
    // Shared code runs in the browser too: it must not reach into the server or client folders,
    // nor pull the islands' server-only content into the browser bundle (island ids are fine).
    files: ["shared/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: ["shared/islands/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/client/**", "node:*"], message: "shared/ runs in the browser too." },
            {
              group: ["**/islands/*", "!**/islands/island-ids"],
              message: "Island content is server-only; import it from server/ (docs/decisions/004-static-islands.md).",
            },
            {
              group: ["**/content/blog-post-bodies", "**/content/terms-of-service", "**/content/privacy-policy"],
              message: "Long copy is island content, server-only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/client/**"] }] },
  },
);
