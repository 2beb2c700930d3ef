// `npm run new-post -- "Title of the post"`: starts a post as shared/content/blog/<slug>.md, a draft
// with every field filled in or marked TODO (the build refuses to publish a post still marked TODO).
import { existsSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { ROOT } from "./build/paths.mjs";
import { localOriginOf } from "../server/platform/config";

/** Thrown with a message for the author (no stack trace): the title makes no address, or the post exists. */
export class NewPostError extends Error {
  override name = "NewPostError";
}

/** The address a title gets: "Director’s Duties & You" -> "directors-duties-and-you". */
function slugFor(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const yamlString = (text: string) => JSON.stringify(text);

/** Writes the draft under `root`/shared/content/blog/ and returns its path. */
export function startPost(root: string, title: string, now = new Date()): string {
  const slug = slugFor(title);
  if (!slug) throw new NewPostError(`Cannot make an address from "${title}": use some letters or digits.`);
  const file = join(root, "shared", "content", "blog", `${slug}.md`);
  if (existsSync(file))
    throw new NewPostError(`${relative(root, file)} already exists: choose another title, or edit that post.`);
  // Today in Brisbane, where the practice is.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(now);
  writeFileSync(
    file,
    `---
title: ${yamlString(title)}
excerpt: "TODO: one or two sentences for the card, the feeds and search results."
author: todo # TODO: the author's profile, its file name in shared/content/team without .md, e.g. example-director
date: ${today} # the day it is published, YYYY-MM-DD
image: /images/blog/placeholder.svg # TODO: the post's own image under public/images/blog/, e.g. /images/blog/${slug}.svg
imageAlt: "TODO: what the image shows, for screen readers"
tags: [todo] # TODO: one to three tags declared in shared/content/tags.json, e.g. [legal-costs, commercial-contracts]
# updated: YYYY-MM-DD # when you revise the post after publishing it
# readTime: 6 # minutes; leave it out to count the words
draft: true # set to false to publish (see docs/writing-content.md)
---

TODO: write the post here in Markdown. Start sections with "## A heading".
`,
  );
  return file;
}

/** Where `npm run dev`, started with this environment, shows the post. */
export function previewUrl(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${localOriginOf({ ...env, NODE_ENV: "development" })}/blog/${slug}`;
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const title = process.argv.slice(2).join(" ").trim();
  if (!title) {
    console.error('Usage: npm run new-post -- "Title of the post"');
    process.exit(1);
  }
  try {
    const file = startPost(ROOT, title);
    console.log(`wrote ${relative(ROOT, file)}: a draft. \`npm run dev\` shows it at ${previewUrl(slugFor(title))}`);
  } catch (error) {
    if (!(error instanceof NewPostError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
