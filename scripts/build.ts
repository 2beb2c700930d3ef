// Production build: the practice's identity and the blog's posts checked, hashed client assets with precompressed
// variants and a manifest, the server bundle, and the files drawn from the identity and the posts (web manifest,
// share images) in dist/public/.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import * as esbuild from "esbuild";
import type { Metafile } from "esbuild";
import type { BlogPost } from "../server/blog/post";
import type { ShareImageJob } from "../server/blog/share-images";
import { ContentError } from "../server/collections/problems";
import { jsonSyntaxProblems } from "../server/content-check/json-syntax";
import { BUILD_FILE } from "../server/site-version";
import { COST_PAGE } from "../shared/content/cost-comparison";
import { COST_COMPARISON_SHARE_IMAGE } from "../shared/lib/cost-comparison/address";
import type { PracticeAreaPage } from "../server/practice-areas/practice-area";
import { CLIENT_ENTRY, DIST, ROOT, buildClient, buildStaffEditor, metafileOf, serverOptions } from "./build/config";
import { FIRST_SCREEN_FONTS } from "./build/fonts";
import { writeShareImage } from "./build/identity-images";
import { keepPreviousAssets } from "./build/kept-assets";
import { serverOnlyCodeHash } from "./build/server-only-code";
import { writePostShareImages } from "./build/post-share-images";
import { writeContentImages, type ContentImagesReport } from "./build/content-images";
import { BUILD_CACHE, cachedBytes } from "./build/build-cache";
import { ContentImages } from "../server/collections/content-images";
import { PUBLIC_DIR } from "../server/platform/paths";
import { IdentityError, loadSiteIdentity, type SiteIdentity } from "./build/site-identity";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|map)$/;

/**
 * Where a build is made; it replaces dist/ only once it is whole, so a failed build leaves the last
 * good one. One folder per process: two `npm start` at once on a changed checkout both build, and
 * neither may move or delete the other's half-made build.
 */
const STAGING = `${DIST}.staging-${process.pid}`;
const PREVIOUS = `${DIST}.previous-${process.pid}`;
const SWAP_ATTEMPTS = 5;

/** `includeDrafts`: the draft posts too, marked as drafts (a preview in the staff area; never a build that is served). */
export async function build({ includeDrafts = false }: { includeDrafts?: boolean } = {}): Promise<void> {
  const started = performance.now();
  try {
    await mkdir(join(STAGING, "assets"), { recursive: true });
    // The content first, the identity files with it: a problem in any stops the build before anything else is made.
    const { posts, practiceAreas, shareImages, images } = await compileContent({ includeDrafts, outDir: STAGING });
    const identity = await loadSiteIdentity();

    const client = await buildClient(esbuild, { production: true, outDir: STAGING });
    await buildStaffEditor(esbuild, { outDir: STAGING });
    const manifest = manifestFrom(client.entry);
    await precompress(join(STAGING, "assets"));
    await writeFile(join(STAGING, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const server = await esbuild.build(serverOptions({ production: true, outDir: STAGING }));
    // Named, so a running server says which build it serves and whether a publish can take it all;
    // the assets of the builds before stay served.
    const id = buildId();
    const build = { id, serverOnlyCode: await serverOnlyCodeHash(metafileOf(server), ROOT) };
    await writeFile(join(STAGING, BUILD_FILE), `${JSON.stringify(build, null, 2)}\n`);
    await keepPreviousAssets(DIST, STAGING, id);
    await writeIdentityFiles(identity, STAGING);
    await writePostShareImages(identity, shareImages, join(STAGING, "public"));
    await replaceDist();
    console.log(
      `built ${relative(ROOT, DIST)}/ in ${Math.round(performance.now() - started)} ms: ${manifest.script}, ${manifest.stylesheet}, ${posts.length} post(s), ${practiceAreas.length} practice area(s), ${imagesLine(images)}`,
    );
  } finally {
    // A failed build leaves nothing behind; a finished one has already moved its folder.
    await rm(STAGING, { recursive: true, force: true });
  }
}

/**
 * The whole build takes dist/'s place in two renames; a server already running keeps the files it
 * read at start. When another build's dist/ lands between the two, it is moved aside again: the
 * last build to finish wins, and each is whole.
 */
async function replaceDist(): Promise<void> {
  try {
    for (let attempt = 1; ; attempt++) {
      await rm(PREVIOUS, { recursive: true, force: true });
      await rename(DIST, PREVIOUS).catch(ignore("ENOENT"));
      try {
        await rename(STAGING, DIST);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if ((code !== "ENOTEMPTY" && code !== "EEXIST") || attempt === SWAP_ATTEMPTS) throw error;
      }
    }
  } finally {
    await rm(PREVIOUS, { recursive: true, force: true });
  }
}

const imagesLine = ({ sources, made, cached, ms }: ContentImagesReport) =>
  `${sources} content image(s) (${made} file(s) encoded, ${cached} from the cache, ${ms} ms)`;

/** When the build was made, to the second, and a few random characters so two in one second differ. */
const buildId = () => `${new Date().toISOString().slice(0, 19)}Z-${randomBytes(3).toString("hex")}`;

const ignore = (code: string) => (error: NodeJS.ErrnoException) => {
  if (error.code !== code) throw error;
};

/**
 * Checks and renders the content collections with the server's own code: the posts
 * (shared/content/blog/*.md) into <outDir>/blog.json, the practice areas
 * (shared/content/practice-areas/*.md) into <outDir>/practice-areas.json. Drafts only when asked
 * (development). The images they use are resized into <outDir>/assets/. Every problem in every file,
 * and between files (an image the build cannot read included), throws one ContentError naming each
 * file, field and thing (server/content-check).
 */
export async function compileContent({
  includeDrafts,
  outDir = DIST,
}: {
  includeDrafts: boolean;
  outDir?: string;
}): Promise<{
  posts: readonly BlogPost[];
  practiceAreas: readonly PracticeAreaPage[];
  shareImages: readonly ShareImageJob[];
  images: ContentImagesReport;
}> {
  await mkdir(outDir, { recursive: true });
  // The loaders import practice.json and tags.json: a syntax error in either is reported, at its
  // line, before they are loaded (imported statically, it would stop the build with a stack trace).
  const syntax = jsonSyntaxProblems(ROOT);
  if (syntax.blocking) throw new ContentError("content", syntax.problems);
  const [{ readContent }, { compilePracticeAreas }, { compileTeam }, { compilePlans }, { compileBlog: compilePosts }] =
    await Promise.all([
      import("../server/content-check"),
      import("../server/practice-areas/load-practice-areas"),
      import("../server/team/load-team"),
      import("../server/plans/plans"),
      import("../server/blog/compile"),
    ]);
  // Every file checked, and each against the others, before anything is written: one report of every problem.
  const images = new ContentImages(PUBLIC_DIR);
  const { problems, content } = readContent({ root: ROOT, includeDrafts, images });
  if (!content) throw new ContentError("content", problems);
  const areas = compilePracticeAreas(outDir, content.practiceAreas);
  const areaSlugs = areas.pages.map((page) => page.slug);
  const team = compileTeam(outDir, areaSlugs, content.people);
  const teamSlugs = team.map((person) => person.slug);
  compilePlans(outDir, { areaSlugs, teamSlugs, teamRoles: team.map((person) => person.role) }, content.plans);
  const blog = compilePosts({ includeDrafts, distDir: outDir, authors: teamSlugs, checked: content.posts });
  const made = await writeContentImages(images, join(outDir, "assets"));
  // The cost comparison is no collection, but its link deserves its own card when shared too.
  const costComparison: ShareImageJob = {
    path: COST_COMPARISON_SHARE_IMAGE.src,
    title: COST_PAGE.title,
    meta: COST_PAGE.eyebrow,
  };
  return {
    posts: blog.posts,
    practiceAreas: areas.pages,
    shareImages: [...blog.shareImages, ...areas.shareImages, costComparison],
    images: made,
  };
}

/** Problems an author fixes (practice.json, a post): their message names the file and field; no stack trace. */
const isContentError = (error: unknown): error is Error =>
  error instanceof IdentityError || (error instanceof Error && error.name === "ContentError");

/** Public files that carry the practice's name, generated so that none is committed with a stand-in baked in. */
export async function writeIdentityFiles(identity: SiteIdentity, distDir = DIST): Promise<void> {
  const publicDir = join(distDir, "public");
  await mkdir(publicDir, { recursive: true });
  await writeFile(join(publicDir, "site.webmanifest"), `${JSON.stringify(webManifest(identity), null, 2)}\n`);
  await writeShareImage(identity, publicDir);
}

function webManifest({ PRACTICE, SITE }: SiteIdentity) {
  return {
    name: PRACTICE.tradingName,
    short_name: PRACTICE.tradingName,
    description: `Outsourced general counsel for Australian businesses. ${SITE.tagline}`,
    start_url: "/",
    display: "browser",
    background_color: "#faf8f4",
    theme_color: "#14213d",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}

export function manifestFrom(metafile: Metafile): { script: string; stylesheet: string; preloadFonts: string[] } {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === CLIENT_ENTRY);
  if (!entry) throw new Error("esbuild wrote no client entry");
  const [scriptPath, scriptOutput] = entry;
  if (!scriptOutput.cssBundle) throw new Error("the client entry has no stylesheet");
  const url = (path: string) => `/assets/${basename(path)}`;
  const preloadFonts = outputs
    .map(([path]) => basename(path))
    .filter((name) => FIRST_SCREEN_FONTS.some((prefix) => name.startsWith(prefix)))
    .map((name) => `/assets/${name}`);
  return { script: url(scriptPath), stylesheet: url(scriptOutput.cssBundle), preloadFonts };
}

/** Compressed copies of a build's assets, by their bytes (build-cache.ts): a rebuild of unchanged code compresses nothing. */
const COMPRESSED_CACHE = join(BUILD_CACHE, "compressed-assets");

async function precompress(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const data = await readFile(join(dir, name));
      const [br, gz] = await Promise.all([
        cachedBytes(COMPRESSED_CACHE, ["brotli 11", data], ".br", () =>
          brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        ),
        cachedBytes(COMPRESSED_CACHE, ["gzip 9", data], ".gz", () => gzipAsync(data, { level: 9 })),
      ]);
      await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
    }),
  );
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  try {
    await build({ includeDrafts: process.argv.includes("--include-drafts") });
  } catch (error) {
    if (!isContentError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
