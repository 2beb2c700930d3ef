import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The Link values of a page's 103 Early Hints: the stylesheet and the first screen's fonts, which
 * the browser can fetch while the page is still on its way. (Chromium acts on 103 over HTTP/2 and
 * later, so they help behind a proxy or CDN that forwards them; HTTP/1.1 browsers ignore them.)
 */
export function earlyHintLinks(assets: { readonly stylesheet: string; readonly preloadFonts: readonly string[] }): string[] {
  return [
    `<${assets.stylesheet}>; rel=preload; as=style`,
    ...assets.preloadFonts.map((font) => `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
  ];
}

/**
 * Sends the hints to a browser navigating to a page. Only navigations (Sec-Fetch-Dest: document)
 * can use them, and an HTTP/1.0 client must never get a 1xx (RFC 9110 §15.2).
 */
export function sendEarlyHints(req: IncomingMessage, res: ServerResponse, links: readonly string[]): void {
  if (links.length === 0 || req.method !== "GET" || req.headers["sec-fetch-dest"] !== "document") return;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 0) return;
  res.writeEarlyHints({ link: [...links] });
}
