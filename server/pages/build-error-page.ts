import type { IncomingMessage, RequestListener } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { staticSecurityHeaders } from "../http/security-headers";

/** Where `npm run dev` writes a content problem (a post the build refuses) for the server to show. */
export const BUILD_ERROR_FILE = "build-error.txt";

/** The problem `npm run dev` last wrote into its build, if any (development only). */
export function readBuildError(distDir: string): string | undefined {
  try {
    return readFileSync(join(distDir, BUILD_ERROR_FILE), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char] ?? char);

const wantsPage = (req: IncomingMessage) => (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");

/**
 * In the development preview, every page a browser asks for shows the build's problem (the file,
 * the field, the fix) instead of a page that silently went stale; assets and the API still work.
 */
export function showBuildError(message: string, site: RequestListener): RequestListener {
  const body = Buffer.from(
    `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>The build has a problem</title>` +
      `<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#fdf2f2;border-left:4px solid #b42318;padding:1rem}</style></head>` +
      `<body><main><h1>The build has a problem</h1><p>Fix it and save: the preview rebuilds and this page goes away.</p><pre>${escapeHtml(message)}</pre></main></body></html>`,
  );
  const headers = {
    ...staticSecurityHeaders(),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(body.length),
  };
  return (req, res) => {
    if (!wantsPage(req)) {
      site(req, res);
      return;
    }
    res.writeHead(500, headers).end(body);
  };
}
