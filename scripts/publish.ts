// `npm run publish-site`: build, then have every server running from this checkout serve the new build
// without a restart (SIGHUP; docs/operations.md, "Publishing"), and report what each made of it. The
// staff area's publisher does the same through the same module (server/platform/site-publishing.ts).
import { join } from "node:path";
import { ConfigError, loadConfig } from "../server/platform/config";
import { builtId, publishToInstances, runSiteBuild } from "../server/platform/site-publishing";
import { publishOwnerProblem } from "./publish-owner";
import { DIST, ROOT } from "./build/paths.mjs";

function dataDir(): string {
  try {
    return loadConfig().DATA_DIR;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const dir = dataDir();
// As another user than the checkout's and its servers', the build and the signal would fail, or find no server and say all is well.
const ownerProblem = process.getuid
  ? publishOwnerProblem({ root: ROOT, dataDir: dir, uid: process.getuid() })
  : undefined;
if (ownerProblem) {
  console.error(ownerProblem);
  process.exit(1);
}
// The build, in a process of its own; its own message (file and field) says why when it fails.
const built = await runSiteBuild({ root: ROOT, echo: true });
if (!built.ok) {
  console.error("nothing was published: every running server keeps the build it serves");
  process.exit(1);
}
const say = (line: string, problem = false) => (problem ? console.error(line) : console.log(line));
const published = await publishToInstances({ dataDir: dir, dist: DIST, say });
if (published.took + published.failed === 0) {
  console.log(
    `built ${builtId(DIST)}; no running server of this checkout found in ${join(dir, "instances")}: a server started now serves it`,
  );
}
process.exit(published.failed === 0 && published.skipped === 0 ? 0 : 1);
