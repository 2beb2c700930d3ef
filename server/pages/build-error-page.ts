import type { IncomingMessage, RequestListener } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sendPage } from "../http/send";
import type { PageRenderer } from "./render-page";

/** What the preview says above the build's problem. */
const BUILD_ERROR_DETAIL = "The build has a problem. Fix it and save: the preview rebuilds and this page goes away.";

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

const wantsPage = (req: IncomingMessage) =>
  (req.method === "GET" || req.method === "HEAD") && (req.headers.accept ?? "").includes("text/html");

/**
 * In the development preview, every page a browser asks for shows the build's problem (the file,
 * the field, the fix) on the one status page, instead of a page that silently went stale; assets
 * and the API still work.
 */
export function showBuildError(
  message: string,
  site: RequestListener,
  pages: Pick<PageRenderer, "status">,
): RequestListener {
  const body = Buffer.from(pages.status(500, { detail: BUILD_ERROR_DETAIL, preformatted: message }));
  return (req, res) => {
    if (!wantsPage(req)) {
      site(req, res);
      return;
    }
    sendPage(res, 500, body);
  };
}
