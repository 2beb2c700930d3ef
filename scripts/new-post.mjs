// `npm run new-post -- "Title of the post"`: starts a post as shared/content/blog/<slug>.md, a draft
// with every field filled in or marked TODO (the build refuses to publish a post still marked TODO).
import { existsSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./paths.mjs";

const title = process.argv.slice(2).join(" ").trim();
if (!title) {
  console.error('Usage: npm run new-post -- "Title of the post"');
  process.exit(1);
}

const slug = title
  .normalize("NFKD")
  .replace(/[\u0300-\u036f]/g, "")
  .toLowerCase()
  .replace(/['’]/g, "")
  .replace(/&/g, " and ")
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-+|-+$/g, "");
if (!slug) {
  console.error(`Cannot make an address from "${title}": use some letters or digits.`);
  process.exit(1);
}

const file = join(ROOT, "shared", "content", "blog", `${slug}.md`);
if (existsSync(file)) {
  console.error(`${relative(ROOT, file)} already exists: choose another title, or edit that post.`);
  process.exit(1);
}

// Today in Brisbane, where the practice is.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date());
const yamlString = (text) => JSON.stringify(text);

writeFileSync(
  file,
  `---
title: ${yamlString(title)}
excerpt: "TODO: one or two sentences for the card, the feeds and search results."
author: "TODO: the author's name, e.g. {{practice}} Team"
date: ${today} # the day it is published, YYYY-MM-DD
image: /images/blog/placeholder.svg # TODO: the post's own image under public/images/blog/, e.g. /images/blog/${slug}.svg
imageAlt: "TODO: what the image shows, for screen readers"
tags: [todo] # TODO: one to three lowercase words joined by hyphens, e.g. [contracts, legal-costs]
# updated: YYYY-MM-DD # when you revise the post after publishing it
# readTime: 6 # minutes; leave it out to count the words
draft: true # set to false to publish (see docs/writing-posts.md)
---

TODO: write the post here in Markdown. Start sections with "## A heading".
`,
);
console.log(`wrote ${relative(ROOT, file)}: a draft. \`npm run dev\` shows it at http://localhost:3000/blog/${slug}`);
