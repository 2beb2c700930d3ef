// Where the checkout and its builds live, in plain JavaScript: kept apart from config.ts so `npm start` can find
// dist/ without loading the build's toolchain (esbuild plugins, the font subsetter's WebAssembly).
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The production build, which `npm start` serves. */
export const DIST = join(ROOT, "dist");
/** `npm run dev`'s unminified build: a folder of its own, so `npm start` can never pick it up. */
export const DEV_DIST = join(ROOT, "dist-dev");
