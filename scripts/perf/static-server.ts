// A plain express.static server over one folder, the yardstick for `npm run bench`.
// Run as a child process: node --import tsx scripts/perf/static-server.ts DIR PORT
import express from "express";

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error("usage: static-server.ts DIR PORT");
const app = express();
app.use(express.static(dir));
app.listen(Number(port), "127.0.0.1", () => console.log(`static server on ${port}`));
