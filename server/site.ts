/**
 * The site one build makes: the identity, the content, the pages and every response held in memory.
 * Bundled on its own (dist/server/site.js) and imported by the server at start and again on each
 * publish, so a running server takes up a new build whole (docs/decisions/011-publish-in-place.md):
 * the identity and the copy are compiled into this code, the posts and areas are read from dist/.
 * What outlives a publish (the enquiry store, the outbox, the form tokens, the listening socket)
 * stays in server/index.ts and is handed in.
 */
import { statSync } from "node:fs";
import type { RequestListener } from "node:http";
import { join } from "node:path";
import type { Router } from "express";
import { createApp } from "./app";
import { replyPromiseKept, type AppConfig } from "./platform/config";
import { readCompiledContent } from "./site-content/compiled-content";
import { createEnquiryPages, type EnquiryPages } from "./enquiries/form-page";
import { publishedPrefillHrefs } from "./pages/published-prefills";
import { ACTORS, deploymentOf, launchReportByActor } from "./launch/check";
import { countsByActor } from "./launch/report-text";
import { shippedPeopleAndPlans } from "./launch/content-findings";
import type { Logger } from "./platform/logger";
import { readAssetManifest, type AssetManifest } from "./pages/asset-manifest";
import { readBuildError } from "./pages/build-error-page";
import { createPageRenderer } from "./pages/render-page";
import engagementFile from "../shared/content/engagement.json";
import practiceFile from "../shared/content/practice.json";
import { parsePractice } from "../shared/content/practice-schema";

import { readBuildFile } from "./site-version";

export { SITE_MODULE_VERSION } from "./site-version";

interface SiteInputs {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly distDir: string;
  readonly publicDir: string;
  /** The enquiry endpoints: one router for the life of the process, mounted in every build's app. */
  readonly enquiries?: Router;
  readonly isReady?: () => Promise<boolean>;
}

export interface Site {
  /** The build's id (dist/build.json), or the manifest's time for a build that wrote none (npm run dev). */
  readonly build: string;
  readonly assets: AssetManifest;
  readonly listener: RequestListener;
  /** The contact form's page, re-rendered for a post without JavaScript, in this build's identity and assets. */
  readonly enquiryPages: EnquiryPages;
  /** Settles once every page in the sitemap, and the 404, has been rendered; lists those that failed. */
  /** Within how many business days this build promises a reply (plans.json), or undefined when it has no plans. */
  readonly replyWithinBusinessDays: number | undefined;
  readonly prerendered: Promise<{ readonly rendered: number; readonly failed: readonly string[] }>;
}

/** The identity compiled into this build, checked again: a file edited after the build stops here, naming the field. */
export function checkIdentity(): void {
  parsePractice(practiceFile);
}

/** Reads the build in `distDir` and makes its site; its pages start rendering at once. Throws, naming the file, when the build is not whole. */
export function loadSite({ config, logger, distDir, publicDir, enquiries, isReady }: SiteInputs): Site {
  checkIdentity();
  // What `npm run launch-check` would list, once per build, at warn: the site still serves.
  if (config.NODE_ENV === "production") {
    const groups = launchReportByActor({
      practiceFile,
      engagementFile,
      env: process.env,
      today: new Date(),
      peopleAndPlans: shippedPeopleAndPlans,
      ...deploymentOf(process.env),
    });
    const findings = ACTORS.flatMap((actor) => groups[actor]);
    if (findings.length > 0)
      logger.warn(
        { findings, byActor: countsByActor(groups) },
        `not ready for launch: ${findings.length} finding(s) (npm run launch-check)`,
      );
  }
  const assets = readAssetManifest(distDir);
  const content = readCompiledContent(distDir, { replyPromiseKept: replyPromiseKept(config) });
  const pages = createPageRenderer({
    assets,
    siteUrl: config.SITE_URL,
    logger,
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    content,
  });
  let prerenderedNow: (result: { readonly rendered: number; readonly failed: readonly string[] }) => void = () =>
    undefined;
  const prerendered = new Promise<{ readonly rendered: number; readonly failed: readonly string[] }>(
    (resolve) => (prerenderedNow = resolve),
  );
  const listener = createApp({
    config,
    logger,
    assets,
    distDir,
    publicDir,
    content,
    ...(enquiries ? { enquiries } : {}),
    pages,
    ...(isReady ? { isReady } : {}),
    prerenderPages: true,
    onPrerendered: prerenderedNow,
    ...(config.NODE_ENV === "development" ? { buildError: readBuildError(distDir) } : {}),
  });
  return {
    build: buildId(distDir),
    assets,
    listener,
    enquiryPages: createEnquiryPages(pages, publishedPrefillHrefs(content)),
    prerendered,
    replyWithinBusinessDays: content.plans?.enquiries.replyWithinBusinessDays,
  };
}

/** The id `npm run build` wrote, else the manifest's modification time (a development build). */
export function buildId(distDir: string): string {
  return readBuildFile(distDir).id ?? statSync(join(distDir, "manifest.json")).mtime.toISOString();
}
