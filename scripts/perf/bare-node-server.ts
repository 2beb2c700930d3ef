// The floor of what Node itself costs, a yardstick for `npm run bench`: node:http answering every
// request with one file's bytes and the headers our server sends for it, with no routing, no request
// id and no log line. Run as a child process: node --import tsx test/support/bare-node-server.ts FILE PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { staticSecurityHeaders } from "../../server/http/security-headers";

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: bare-node-server.ts FILE.gz PORT");
const body = readFileSync(file);
const headers = {
  ...staticSecurityHeaders(),
  "Content-Type": "text/html; charset=utf-8",
  Vary: "Accept-Encoding",
  "Cache-Control": "public, max-age=0, must-revalidate",
  ETag: '"bare"',
  "Content-Encoding": "gzip",
  "Content-Length": body.length,
};
createServer((_req, res) => {
  res.writeHead(200, headers).end(body);
}).listen(Number(port), "127.0.0.1", () => console.log(`bare node server on ${port}`));
