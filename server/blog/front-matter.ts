import * as v from "valibot";
import { SEARCH_TITLE_LENGTH } from "../../shared/content/pages";
import { isoDate, labelled, SLUG_PATTERN, tags, text } from "../collections/fields";

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
    title: labelled(
      v.pipe(
        text(EXPECTED.title),
        v.maxLength(
          SEARCH_TITLE_LENGTH,
          (issue) =>
            `${EXPECTED.title}; it has ${issue.input.length} characters, ${issue.input.length - SEARCH_TITLE_LENGTH} too many`,
        ),
      ),
      "Title",
      `The post's heading, also shown in search results: at most ${SEARCH_TITLE_LENGTH} characters.`,
    ),
    excerpt: labelled(
      text(EXPECTED.excerpt),
      "Summary",
      "One or two sentences, shown on the blog's list, in search results and when the post is shared.",
      {
        rows: 3,
      },
    ),
    author: labelled(
      v.pipe(v.string(EXPECTED.author), v.trim(), v.regex(SLUG_PATTERN, EXPECTED.author)),
      "Author",
      "Who wrote it: one of the team.",
      {
        choices: "team",
      },
    ),
    date: labelled(isoDate(EXPECTED.date), "Date published", "The day the post is dated.", { input: "date" }),
    image: labelled(
      v.pipe(v.string(EXPECTED.image), v.regex(IMAGE_PATH, EXPECTED.image)),
      "Image",
      "Shown at the top of the post and on the blog's list.",
      {
        upload: "blog",
      },
    ),
    imageAlt: labelled(
      text(EXPECTED.imageAlt),
      "Image description",
      "What the image shows, for people who cannot see it.",
    ),
    tags: labelled(tags(EXPECTED.tags), "Tags", "At least one: the post is listed on each tag's page.", {
      choices: "tags",
    }),
    updated: v.optional(
      labelled(
        isoDate(EXPECTED.updated),
        "Date updated",
        "When the post last changed in substance; leave it empty if it has not.",
        { input: "date" },
      ),
    ),
    readTime: v.optional(
      labelled(
        v.pipe(v.number(EXPECTED.readTime), v.integer(EXPECTED.readTime), v.minValue(1, EXPECTED.readTime)),
        "Reading time in minutes",
        "Leave it empty to have the words counted.",
      ),
    ),
    draft: v.optional(
      labelled(
        v.boolean(EXPECTED.draft),
        "Draft",
        "A draft can be previewed here but is never shown on the public site.",
      ),
      false,
    ),
  },
  `unknown field (the fields are: ${FRONT_MATTER_FIELDS.join(", ")})`,
);

export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;
