import { queenslandToday } from "../../shared/lib/dates";
import {
  ContentError,
  readCollection,
  type CollectionFile,
  type CollectionRead,
  type Report,
} from "../collections/collection";
import { readPublicImage, serveImage, type ContentImages } from "../collections/content-images";
import { EXPECTED, FrontMatterSchema, IMAGE_PATH, type FrontMatter } from "./front-matter";
import type { BlogPost } from "./post";
import { PRACTICE } from "../../shared/content/practice";
import type { Tag } from "../../shared/content/tags";
import { checkDeclaredTags, loadTags } from "../collections/tags";
import { SLUG_PATTERN } from "../collections/fields";
import { listed, names, nearestListed, type Referable } from "../collections/references";
import { didYouMean } from "../collections/nearest";

export { ContentError };

interface LoadPostsOptions {
  /** The folder of <slug>.md files (shared/content/blog; tests pass a fixture folder). */
  readonly contentDir: string;
  /** Where images named by posts must exist. */
  readonly publicDir: string;
  /** Keep posts marked draft: true (development only). */
  readonly includeDrafts: boolean;
  /** Paths in messages are relative to this folder. */
  readonly rootDir?: string;
  /** The team's profiles by slug, which a post's author must name (UNCHECKED only for a test of a post's own fields). */
  readonly authors: Referable;
  /** The tags a post may name (shared/content/tags.json; tests pass their own). */
  readonly tags?: readonly Tag[];
  /** The build's content images: the posts' images are resized for the pages (absent: served as they are). */
  readonly images?: ContentImages;
}

const WORDS_PER_MINUTE = 200;

/** Posts name the practice as {{practice}}, so a change of trading name reaches them too. */
const PRACTICE_PLACEHOLDER = "{{practice}}";
/** The image `npm run new-post` starts a post with: fine in a draft, not in a published post. */
const PLACEHOLDER_IMAGE = "/images/blog/placeholder.svg";

/**
 * Reads, checks and renders every post in the folder (the content collection "blog's posts").
 * Throws one ContentError listing every problem in every file, so an author fixes them all in one go.
 */
export function loadPosts(options: LoadPostsOptions): BlogPost[] {
  const { entries, problems } = readPosts(options);
  if (problems.length > 0) throw new ContentError("blog's posts", problems);
  return entries;
}

/** "the post “Contracts that work”", by its title as written, or its file name. */
export const postLabel = (fields: Readonly<Record<string, unknown>> | undefined, slug: string) =>
  typeof fields?.title === "string" && fields.title.trim()
    ? `the post “${fields.title.trim()}”`
    : `the post ${slug}.md`;

/** As loadPosts, but returns the posts that are good and every problem in every post, never throwing for one. */
export function readPosts({
  contentDir,
  publicDir,
  includeDrafts,
  rootDir = process.cwd(),
  authors,
  tags = loadTags(),
  images,
}: LoadPostsOptions): CollectionRead<BlogPost> {
  const read = readCollection({
    name: "blog's posts",
    contentDir,
    rootDir,
    publicDir,
    images,
    schema: FrontMatterSchema,
    expected: EXPECTED,
    placeholders: { [PRACTICE_PLACEHOLDER]: { value: PRACTICE.tradingName, means: "the practice's trading name" } },
    checkFields: (fields, markdown, report) => {
      checkFields(fields, markdown, publicDir, tags, report);
      checkAuthor(fields.author, authors, report);
    },
    label: postLabel,
    toEntry: (file, report) => toPost(file, { publicDir, images }, report, authors),
  });
  return includeDrafts ? read : { ...read, entries: read.entries.filter((post) => !post.draft) };
}

const STILL_TODO = "still marked TODO: fill it in, or keep draft: true until it is";

/**
 * The checks that do not need the other fields to be right: marks left by `npm run new-post`, the
 * image, the tags. Run on the fields as written, so they are listed beside any schema problem.
 */
function checkFields(
  fields: Readonly<Record<string, unknown>>,
  markdown: string,
  publicDir: string,
  tags: readonly Tag[],
  report: Report,
): void {
  const draft = fields.draft === true;
  // `npm run new-post` marks what an author must still write; a published post may not keep a mark.
  if (!draft) {
    for (const [field, value] of Object.entries(fields)) {
      if (field === "image" && value === PLACEHOLDER_IMAGE)
        report(
          "image",
          `${PLACEHOLDER_IMAGE} is the picture \`npm run new-post\` starts with: put the post's own image under public/images/blog/ and name it here, or keep draft: true until it is`,
        );
      else if (/\bTODO\b/i.test(JSON.stringify(value))) report(field, STILL_TODO);
    }
    if (/\bTODO\b/.test(markdown)) report("body", STILL_TODO);
  }
  const image = fields.image;
  const read =
    typeof image === "string" && image !== PLACEHOLDER_IMAGE && IMAGE_PATH.test(image)
      ? readPublicImage(publicDir, image)
      : undefined;
  if (read && !read.ok) report("image", `expected ${EXPECTED.image}; ${String(image)} ${read.problem}`);
  // A tag written "todo" is new-post's mark, reported above when it matters.
  checkDeclaredTags(fields.tags, tags, report, { allowTodo: true });
}

/** The author names a profile: checked on the field as written, so a post with another problem is told this too. */
function checkAuthor(author: unknown, authors: Referable, report: Report): void {
  if (
    typeof author !== "string" ||
    !SLUG_PATTERN.test(author.trim()) ||
    /\btodo\b/i.test(author) ||
    names(authors, author.trim())
  )
    return;
  const suggestion = nearestListed(authors, author.trim());
  report(
    "author",
    `expected ${EXPECTED.author}; no profile is called "${author.trim()}"${didYouMean(suggestion)} (the team: ${listed(authors)})`,
    suggestion ? { suggestion } : {},
  );
}

function toPost(
  { slug, file, front, body }: CollectionFile<FrontMatter>,
  { publicDir, images }: Pick<LoadPostsOptions, "publicDir" | "images">,
  report: Report,
  authors: Referable,
): BlogPost | undefined {
  let ok = true;
  // checkAuthor reported an author who is nobody on the team.
  if (!/\btodo\b/i.test(front.author) && !names(authors, front.author)) ok = false;
  if (front.updated !== undefined && front.updated > queenslandToday()) {
    report("updated", `expected the day the post was revised, not a day still to come; got ${front.updated}`);
  }
  if (front.updated !== undefined && front.updated < front.date) {
    report("updated", `expected ${EXPECTED.updated}; got ${front.updated}, before date ${front.date}`);
    ok = false;
  }
  // checkFields reported a missing or unreadable image.
  const served = serveImage(images, publicDir, front.image, "post", { file, field: "image" });
  if (!ok || "problem" in served || !body) return undefined;
  return {
    slug,
    title: front.title,
    excerpt: front.excerpt,
    author: front.author,
    date: front.date,
    ...(front.updated ? { updated: front.updated } : {}),
    readMinutes: front.readTime ?? Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
    image: { ...served.image, alt: front.imageAlt },
    tags: [...new Set(front.tags)],
    draft: front.draft,
    html: body.html,
  };
}
