import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What server/index.ts and the site module it loads (server/site.ts) agree on. A build whose site
 * module says another number was made from server code this process does not have: it is deployed
 * as new code (docs/operations.md, "Deploying new code"), not published into a running server.
 */
export const SITE_MODULE_VERSION = 1;

/** The file a production build writes to name itself (scripts/build.ts): `{ "id": "2026-11-26T14:30:00Z-1a2b3c", "serverOnlyCode": "<hash>" }`. */
export const BUILD_FILE = "build.json";

/** What build.json says, or nothing for a build that wrote none (`npm run dev`). */
export function readBuildFile(distDir: string): { readonly id?: string; readonly serverOnlyCode?: string } {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, BUILD_FILE), "utf8")) as {
      id?: unknown;
      serverOnlyCode?: unknown;
    };
    return {
      ...(typeof parsed.id === "string" ? { id: parsed.id } : {}),
      ...(typeof parsed.serverOnlyCode === "string" ? { serverOnlyCode: parsed.serverOnlyCode } : {}),
    };
  } catch {
    return {};
  }
}
