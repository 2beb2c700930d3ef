import { renderToStaticMarkup } from "react-dom/server";
import { PAGE_HEADS } from "../../shared/content/pages";
import { ErrorScreen } from "../../shared/pages/error-screen";
import type { AssetManifest } from "./asset-manifest";
import { currentYear } from "./copyright-year";
import { Document } from "./document";

/**
 * A small static page for errors the app cannot render itself (a 500 after a render failed, a
 * malformed request): the site's stylesheet, no script, no stack trace.
 */
export function renderStatusPage(status: number, statusText: string, assets: AssetManifest, siteUrl: string): string {
  const head = { ...PAGE_HEADS.error, canonicalPath: "/", ogType: "website" as const, noindex: true };
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Document head={head} assets={{ ...assets, preloadFonts: [] }} siteUrl={siteUrl} year={currentYear()}>
      <ErrorScreen error={{ status, statusText }} />
    </Document>,
  )}`;
}
