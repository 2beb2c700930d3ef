import { request as httpRequest, type IncomingMessage } from "node:http";
import { Router, type Response } from "express";
import type { PreviewStore } from "./previews";
import { rewriteCss, rewriteHtml, rewriteUrl, type Rewrite } from "./rewrite";

/** Where previews are served in the staff origin. */
export const PREVIEW_PREFIX = "/author/preview";

/**
 * The preview's own policy, in place of the staff pages' (which admits no `data:` image the public
 * pages may use, and forbids framing): the public site's, with no script at all, and framed only
 * by the staff area's own pages (the preview page shows it at phone and desktop widths).
 */
const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "script-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

const REWRITTEN = /^text\/(html|css)\b/i;
const PASSED_HEADERS = ["content-type", "last-modified", "content-language"];

/**
 * GET /author/preview/<id>/<site path>: the preview build's page or file at that path, as its own
 * app answers it, with every address kept under the preview's prefix and no script; 404 for an id
 * that is unknown or expired. Mount it in the staff app behind sign-in.
 */
export function previewRouter(source: PreviewStore | { readonly previews: PreviewStore }): Router {
  const previews = "previews" in source ? source.previews : source;
  const router = Router();
  router.get(`${PREVIEW_PREFIX}/:id{/*path}`, (req, res, next) => {
    const id = String(req.params.id);
    const preview = previews.get(id);
    if (!preview) return void notFound(res);
    const prefix = `${PREVIEW_PREFIX}/${id}`;
    const sitePath = req.url.slice(req.url.indexOf(prefix) + prefix.length) || "/";
    const upstream = httpRequest(`${preview.origin}${sitePath.startsWith("/") ? sitePath : `/${sitePath}`}`, {
      headers: { "accept-encoding": "identity", accept: req.get("accept") ?? "*/*" },
      timeout: 30_000,
    });
    upstream.on("response", (answer) => relay(answer, res, { prefix, siteUrl: preview.siteUrl }));
    upstream.on("timeout", () => upstream.destroy(new Error("the preview did not answer within 30 s")));
    upstream.on("error", (error) => (res.headersSent ? res.destroy(error) : next(error)));
    upstream.end();
  });
  return router;
}

function relay(answer: IncomingMessage, res: Response, where: Rewrite): void {
  const type = String(answer.headers["content-type"] ?? "");
  res.status(answer.statusCode ?? 502);
  for (const name of PASSED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) res.set(name, value);
  }
  const location = answer.headers.location;
  if (location) res.set("location", rewriteUrl(location, where));
  res.set({ "Content-Security-Policy": PREVIEW_CSP, "X-Frame-Options": "SAMEORIGIN", "Cache-Control": "no-store" });
  if (!REWRITTEN.test(type)) {
    answer.pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on("data", (chunk: Buffer) => chunks.push(chunk));
  answer.on("error", (error) => res.destroy(error));
  answer.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    res.send(/html/i.test(type) ? rewriteHtml(text, where) : rewriteCss(text, where));
  });
}

function notFound(res: Response): void {
  res
    .status(404)
    .type("html")
    .send(
      '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Preview not found</title><link rel="stylesheet" href="/staff.css"></head><body><main><h1>This preview is not here</h1><p>Previews are kept for a while after they are made. Preview the change again to see it.</p></main></body></html>',
    );
}
