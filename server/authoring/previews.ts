// Preview builds: the checkout copied into a scratch folder, the edit applied there, the project's own
// build run there (drafts included), and the site that build makes loaded into this process and
// served on a port of this machine only, for the preview router to fetch from. Nothing in the
// checkout, its dist/ or the live site changes.
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AppConfig } from "../platform/config";
import { processStartTime } from "../platform/instance-record";
import type { Logger } from "../platform/logger";
import { runSiteBuild } from "../platform/site-publishing";
import { applyEdit, checkedEdit } from "./edit";
import { authorReport } from "./report";
import type { ContentEdit, PreviewResult } from "./types";

/** What the build's site module (server/site.ts, bundled as dist/server/site.js) offers: the part a preview uses. */
interface SiteModule {
  loadSite(inputs: { config: AppConfig; logger: Logger; distDir: string; publicDir: string }): {
    readonly build: string;
    readonly listener: RequestListener;
    readonly prerendered: Promise<{ readonly rendered: number; readonly failed: readonly string[] }>;
  };
}

/** One preview, served on this machine only. */
export interface PreviewSite {
  readonly id: string;
  readonly createdAt: number;
  /** Where its site answers (http://127.0.0.1:port): only the preview router asks it. */
  readonly origin: string;
  /** The origin its pages name in absolute links (SITE_URL): rewritten to the preview too. */
  readonly siteUrl: string;
}

export interface PreviewOptions {
  readonly root: string;
  readonly dataDir: string;
  readonly logger: Logger;
  /** The live server's settings: the preview renders as it would (its SITE_URL, its reply promise). */
  readonly config: AppConfig;
  /** How many previews are kept at once (the oldest removed first). */
  readonly max?: number;
  /** How long a preview is kept. */
  readonly maxAgeMs?: number;
}

export interface PreviewStore {
  build(edit: Pick<ContentEdit, "writes" | "removes">): Promise<PreviewResult>;
  get(id: string): PreviewSite | undefined;
  /** Removes every preview of this process (at shutdown). */
  close(): Promise<void>;
}

interface Held extends PreviewSite {
  readonly dir: string;
  readonly server: Server;
}

/** Folders a preview never copies: builds, data, history, and the packages (linked instead). */
const NOT_COPIED = /^(node_modules|dist(-dev)?(\.(staging|previous)(-\d+)?)?|data|\.git|coverage|reports)$/;
const ID = /^[A-Za-z0-9_-]{12}$/;

export function createPreviewStore({
  root,
  dataDir,
  logger,
  config,
  max = 5,
  maxAgeMs = 30 * 60_000,
}: PreviewOptions): PreviewStore {
  const home = join(resolve(dataDir), "authoring", "previews");
  const held = new Map<string, Held>();
  let building: Promise<unknown> = Promise.resolve();
  removeLeftovers(home, logger);
  const sweeper = setInterval(() => void sweep(0), 60_000);
  sweeper.unref();

  async function remove(preview: Held): Promise<void> {
    held.delete(preview.id);
    preview.server.closeAllConnections();
    await new Promise<void>((done) => preview.server.close(() => done()));
    rmSync(preview.dir, { recursive: true, force: true });
  }

  /** Old previews go; `room` more are about to come. */
  async function sweep(room: number): Promise<void> {
    const now = Date.now();
    const byAge = [...held.values()].sort((a, b) => a.createdAt - b.createdAt);
    const excess = Math.max(0, byAge.length + room - max);
    for (const [index, preview] of byAge.entries())
      if (index < excess || now - preview.createdAt > maxAgeMs) await remove(preview);
  }

  async function buildOne(edit: Pick<ContentEdit, "writes" | "removes">): Promise<PreviewResult> {
    let checked;
    try {
      checked = checkedEdit(root, edit);
    } catch (error) {
      if (error instanceof Error && error.name === "PathRefused")
        return { ok: false, report: `Nothing was previewed: ${error.message}` };
      throw error;
    }
    await sweep(1);
    const id = randomBytes(9).toString("base64url");
    const dir = join(home, `${process.pid}-${id}`);
    try {
      copyCheckout(root, dir, dataDir);
      await applyEdit(dir, checkedEdit(dir, checked));
      const built = await runSiteBuild({ root: dir, includeDrafts: true });
      if (!built.ok) {
        rmSync(dir, { recursive: true, force: true });
        return { ok: false, report: authorReport(built.errors, dir) };
      }
      const site = await loadPreviewSite(dir, config, logger);
      const preview: Held = { id, dir, createdAt: Date.now(), siteUrl: config.SITE_URL, ...site };
      held.set(id, preview);
      logger.info({ preview: id }, "preview built");
      return { ok: true, id };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (error instanceof PreviewRenderError) return { ok: false, report: error.message };
      throw error;
    }
  }

  return {
    build(edit) {
      // One preview build at a time: each takes the machine's cores for a while.
      const run = building.then(() => buildOne(edit));
      building = run.catch(() => undefined);
      return run;
    },
    get(id) {
      if (!ID.test(id)) return undefined;
      const preview = held.get(id);
      if (!preview || Date.now() - preview.createdAt > maxAgeMs) return undefined;
      return preview;
    },
    async close() {
      clearInterval(sweeper);
      for (const preview of [...held.values()]) await remove(preview);
    },
  };
}

class PreviewRenderError extends Error {}

/** The site the preview's build made, loaded and listening on a port of this machine only. */
async function loadPreviewSite(
  dir: string,
  config: AppConfig,
  logger: Logger,
): Promise<{ origin: string; server: Server }> {
  const module = (await import(pathToFileURL(join(dir, "dist/server/site.js")).href)) as SiteModule;
  // Not a production start: the launch findings are the live server's to log, not each preview's.
  const quiet = logger.child({ preview: dir }, { level: "error" });
  const site = module.loadSite({
    config: { ...config, NODE_ENV: "test" },
    logger: quiet,
    distDir: join(dir, "dist"),
    publicDir: join(dir, "public"),
  });
  const { failed } = await site.prerendered;
  if (failed.length > 0)
    throw new PreviewRenderError(
      `The preview's build succeeded, but ${failed.length} page(s) would not render: ${failed.join(", ")}`,
    );
  const server = createServer(site.listener);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The checkout's sources, copied (a few megabytes: cheaper than any mistake a shared file could make), its packages linked. */
function copyCheckout(root: string, dir: string, dataDir: string): void {
  const data = realpathOr(resolve(dataDir));
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.test(name) || realpathOr(join(root, name)) === data) continue;
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: (source) => realpathOr(source) !== data });
  }
  symlinkSync(realpathSync(join(root, "node_modules")), join(dir, "node_modules"), "dir");
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Preview folders of a process that is no longer running (a crash, a restart): nobody serves them. */
function removeLeftovers(home: string, logger: Logger): void {
  let names: string[];
  try {
    names = readdirSync(home);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (pid === process.pid || (pid && processStartTime(pid) !== undefined)) continue;
    rmSync(join(home, name), { recursive: true, force: true });
    logger.info({ folder: name }, "removed a preview left by a process that has stopped");
  }
}
