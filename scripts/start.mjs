// `npm start`: serve the built site, building first when dist/ is missing or older than a source, post or image.
import { changedSinceBuild } from "./build-freshness.mjs";
import { DIST, ROOT } from "./paths.mjs";

process.env.NODE_ENV ??= "production";

const changed = changedSinceBuild(ROOT, DIST);
if (changed) {
  console.error(`${changed} changed since the last build: building the site first`);
  const { build, isContentError } = await import("./build.mjs");
  await build().catch((error) => {
    if (!isContentError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}
await import("../dist/server/index.js");
