import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRACTICE } from "../../shared/content/practice";
import { PRACTICE_AREA_COPY } from "../../shared/content/practice-area-pages";
import type { ShareImageJob } from "../blog/share-images";
import type { ContentImages } from "../collections/content-images";
import {
  ContentError,
  readCollection,
  type CollectionFile,
  type CollectionRead,
  type Report,
} from "../collections/collection";
import { checkDeclaredTags, loadTags } from "../collections/tags";
import type { Tag } from "../../shared/content/tags";
import { PROJECT_ROOT, PUBLIC_DIR } from "../platform/paths";
import { EXPECTED, PracticeAreaFrontMatter, type PracticeAreaFront } from "./front-matter";
import { compiledPracticeAreasFile } from "./compiled-practice-areas";
import type { PracticeAreaPage } from "./practice-area";

/** The pages the site ships: one Markdown file per practice area. */
export const PRACTICE_AREAS_DIR = join(PROJECT_ROOT, "shared", "content", "practice-areas");
/** A page of substance, not a card stretched out. */
export const MIN_WORDS = 400;

interface LoadPracticeAreasOptions {
  readonly contentDir?: string;
  readonly publicDir?: string;
  readonly rootDir?: string;
  /** The tags an area may name (shared/content/tags.json; tests pass their own). */
  readonly tags?: readonly Tag[];
  /** The build's content images, which the bodies' images are planned into. */
  readonly images?: ContentImages;
}

/**
 * Reads, checks and renders every practice area's page (the content collection "practice areas").
 * Throws one ContentError naming each file and field that is wrong, which stops the build.
 */
export function loadPracticeAreas(options: LoadPracticeAreasOptions = {}): PracticeAreaPage[] {
  const { entries, problems } = readPracticeAreas(options);
  if (problems.length > 0) throw new ContentError("practice areas", problems);
  return entries;
}

/** "the practice area “Employment & Workplace Relations”", by its title as written, or its file name. */
export const areaLabel = (fields: Readonly<Record<string, unknown>> | undefined, slug: string) =>
  typeof fields?.title === "string" && fields.title.trim()
    ? `the practice area “${fields.title.trim()}”`
    : `the practice area ${slug}.md`;

/** As loadPracticeAreas, but returns the pages that are good and every problem in every page, never throwing for one. */
export function readPracticeAreas({
  contentDir = PRACTICE_AREAS_DIR,
  publicDir = PUBLIC_DIR,
  rootDir = PROJECT_ROOT,
  tags = loadTags(),
  images,
}: LoadPracticeAreasOptions = {}): CollectionRead<PracticeAreaPage> {
  return readCollection({
    name: "practice areas",
    contentDir,
    rootDir,
    publicDir,
    images,
    schema: PracticeAreaFrontMatter,
    expected: EXPECTED,
    placeholders: {
      "{{practice}}": { value: PRACTICE.tradingName, means: "the practice's trading name" },
      "{{parentFirm}}": { value: PRACTICE.parentFirm.name, means: "the parent firm's name" },
    },
    label: areaLabel,
    checkFields: (fields, _markdown, report) => checkDeclaredTags(fields.tags, tags, report),
    toEntry: toPage,
    checkAll(entries) {
      const first = new Map<string, string>();
      const firstOrder = new Map<number, string>();
      for (const { entry, report } of entries) {
        const sameTitle = first.get(entry.title);
        if (sameTitle) report("title", `"${entry.title}" already has a page: ${sameTitle}`);
        else first.set(entry.title, entry.slug);
        const sameOrder = firstOrder.get(entry.order);
        if (sameOrder) report("order", `${entry.order} is already the order of ${sameOrder}`);
        else firstOrder.set(entry.order, entry.slug);
      }
    },
  });
}

function toPage(
  { slug, front, body }: CollectionFile<PracticeAreaFront>,
  report: Report,
): PracticeAreaPage | undefined {
  if (!body) return undefined;
  if (body.words < MIN_WORDS) {
    report("body", `expected at least ${MIN_WORDS} words of general information about the area; it has ${body.words}`);
    return undefined;
  }
  return {
    slug,
    ...front,
    priorities: [...new Set(front.priorities)],
    tags: [...new Set(front.tags)],
    html: body.html,
    words: body.words,
    shareImage: `/images/practice-areas/share/${slug}.png`,
  };
}

/**
 * The build's step for the practice areas (scripts/build.ts, scripts/dev.ts): check and render
 * every page into `distDir`/practice-areas.json, and say which share images to draw.
 */
export function compilePracticeAreas(
  distDir: string,
  pages: readonly PracticeAreaPage[] = loadPracticeAreas(),
): { pages: readonly PracticeAreaPage[]; shareImages: readonly ShareImageJob[] } {
  writeFileSync(compiledPracticeAreasFile(distDir), `${JSON.stringify(pages)}\n`);
  const shareImages = pages.flatMap((page) =>
    page.shareImage ? [{ path: page.shareImage, title: page.title, meta: PRACTICE_AREA_COPY.shareMeta }] : [],
  );
  return { pages, shareImages };
}
