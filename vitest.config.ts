import { defineConfig } from "vitest/config";

// Two projects: fast unit/component/supertest tests, and browser tests against the built server.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["server/**/*.test.{ts,tsx}", "shared/**/*.test.{ts,tsx}", "client/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
