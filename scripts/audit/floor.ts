// The audit's reference page (scripts/audit/audit.ts): the least a page can be and still pass
// Lighthouse's Accessibility, Best Practices and SEO checks, served from 127.0.0.1. What Lighthouse
// reports for it is what this machine adds to every page: the site's figures are read against it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Audit floor</title>
    <meta name="description" content="A one-heading static page: the reference the site's Lighthouse figures are read against.">
    <link rel="icon" href="data:,">
  </head>
  <body>
    <h1>Audit floor</h1>
  </body>
</html>
`;

export interface FloorServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves FLOOR_HTML at / (everything else is a 404) on a free port of 127.0.0.1. */
export async function startFloorServer(): Promise<FloorServer> {
  const server = createServer((request, response) => {
    if (request.url === "/" || request.url === "/index.html") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(FLOOR_HTML);
    } else {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found\n");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        // Chromium keeps its connections open: close them, or close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
