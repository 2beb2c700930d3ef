// Vitest's global setup for the browser tier (vitest.config.ts): one Chromium for the whole run,
// which every test file connects to (test/support/browser.ts, launchBrowser), instead of a Chromium
// started and stopped per file. Each file still gets contexts of its own, so no cookie, storage or
// cache crosses from one file to the next; the browser process is all they share.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_FLAGS, findBrowser } from "./find-browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint; empty when there is none (the file then starts its own). */
    browserEndpoint: string;
  }
}

export default async function startSharedBrowser(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findBrowser();
  const wanted = process.env.CHROME_PATH;
  // No Chromium (or not the one CHROME_PATH names): each file's launchBrowser says what to install.
  if (!executablePath || (wanted && executablePath !== wanted)) {
    project.provide("browserEndpoint", "");
    return async () => undefined;
  }
  // Chromium leaves files of its own in TMPDIR when it ends abruptly: a folder that goes with the run.
  const temp = mkdtempSync(join(tmpdir(), "test-chromium-"));
  const server = await chromium.launchServer({
    executablePath,
    args: [...CHROMIUM_FLAGS],
    env: { ...process.env, TMPDIR: temp },
    timeout: 30_000,
  });
  project.provide("browserEndpoint", server.wsEndpoint());
  return async () => {
    await server.close().catch(() => undefined);
    rmSync(temp, { recursive: true, force: true });
  };
}
