import * as v from "valibot";
import { SEARCH_TITLE_LENGTH } from "../../shared/content/pages";
import { isoDate, SLUG_PATTERN, tags, text } from "../collections/fields";


/** What each field must hold, in the words an author reads in the build's error. */
export const EXPECTED = {
  title: `a title (text) of at most ${SEARCH_TITLE_LENGTH} characters, so that search results show it whole`,
  excerpt: "a one- or two-sentence summary (text)",
  author: "the author's profile: its file name in shared/content/team without .md, e.g. example-director",
  date: "a real date written YYYY-MM-DD",
  image: "a path under public/ starting with /, e.g. /images/blog/my-post.svg",
  imageAlt: "a description of the image for screen readers (text)",
  tags: "a list of tags declared in shared/content/tags.json, e.g. [legal-costs, commercial-contracts]",
  updated: "a real date written YYYY-MM-DD, not before date",
  readTime: "whole minutes, e.g. 6 (or leave it out to count the words)",
  draft: "true or false",
} as const;

/** An image's path under public/: starts with one "/", no query or fragment, a picture's extension. */
export const IMAGE_PATH = /^\/[^\s?#/][^\s?#]*\.(?:svg|png|jpe?g|webp|avif)$/;

export const FRONT_MATTER_FIELDS = Object.keys(EXPECTED) as ReadonlyArray<keyof typeof EXPECTED>;

export const FrontMatterSchema = v.strictObject(
  {
    title: v.pipe(
      text(EXPECTED.title),
      v.maxLength(SEARCH_TITLE_LENGTH, (issue) => `${EXPECTED.title}; it has ${issue.input.length} characters, ${issue.input.length - SEARCH_TITLE_LENGTH} too many`),
    ),
    excerpt: text(EXPECTED.excerpt),
    author: v.pipe(v.string(EXPECTED.author), v.trim(), v.regex(SLUG_PATTERN, EXPECTED.author)),
    date: isoDate(EXPECTED.date),
    image: v.pipe(v.string(EXPECTED.image), v.regex(IMAGE_PATH, EXPECTED.image)),
    imageAlt: text(EXPECTED.imageAlt),
    tags: tags(EXPECTED.tags),
    updated: v.optional(isoDate(EXPECTED.updated)),
    readTime: v.optional(v.pipe(v.number(EXPECTED.readTime), v.integer(EXPECTED.readTime), v.minValue(1, EXPECTED.readTime))),
    draft: v.optional(v.boolean(EXPECTED.draft), false),
  },
  `unknown field (the fields are: ${FRONT_MATTER_FIELDS.join(", ")})`,
);

export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;
