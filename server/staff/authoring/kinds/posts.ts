import { FrontMatterSchema, FRONT_MATTER_FIELDS } from "../../../blog/front-matter";
import { MarkdownError, renderMarkdown } from "../../../collections/markdown";
import { blogPostPath, blogTagPath } from "../../../../shared/lib/blog-paths";
import { readMarkdown, writeMarkdown } from "../content-files";
import { BLOG_FOLDER } from "../references";
import { describeFields } from "../schema-form/describe";
import { schemaProblems } from "../schema-form/problems";
import { asString, asStrings, checkChoice, type Kind } from "./kind";

/** The build's marks an author must replace before a post is published (npm run new-post's). */
const TODO = /\bTODO\b/;

/** Checks of the body the build makes: it renders (images exist, links are allowed), and no TODO is left in a post to publish. */
export function checkBody(body: string, publicDir: string, draft: boolean, report: (message: string) => void): void {
  if (!draft && TODO.test(body)) report("Still marked TODO: fill it in, or keep the post a draft until it is.");
  try {
    renderMarkdown(body.replaceAll("{{practice}}", "the practice"), publicDir);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    report(error.message);
  }
}

export const POSTS: Kind = {
  key: "posts",
  title: "Posts",
  noun: "post",
  folder: BLOG_FOLDER,
  path: (slug) => `${BLOG_FOLDER}/${slug ?? ""}.md`,
  fields: describeFields(FrontMatterSchema),
  body: {
    label: "The post",
    hint: "Written in Markdown: the toolbar above it adds headings, lists, links, emphasis, quotes and tables.",
  },
  open(bytes) {
    if (!bytes) return { content: {}, body: "" };
    const { front, body } = readMarkdown(bytes);
    return { content: front, body };
  },
  write: (content, body) => writeMarkdown(content, FRONT_MATTER_FIELDS, body),
  check(content, body, context, into) {
    schemaProblems(FrontMatterSchema, content, into);
    if (typeof content.author === "string")
      checkChoice(into, "author", content.author, context.references.choices.team, "the team");
    checkChoice(into, "tags", content.tags, context.references.choices.tags, "the declared tags");
    const image = asString(content.image);
    if (image && !context.imageExists(image)) into.add("image", `${image} does not exist: upload the image.`);
    checkBody(body, context.publicDir, content.draft === true, (message) => into.add("body", message));
  },
  pages: (slug, content) => [blogPostPath(slug ?? ""), "/blog", ...asStrings(content.tags).map(blogTagPath)],
  blank: (today) => ({ date: today, draft: true, tags: [] }),
  describe: (slug, content) => `the post "${asString(content.title) ?? slug}"`,
};
