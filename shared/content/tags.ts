/**
 * The blog's tags, declared once with the words a reader sees (shared/content/tags.json). Posts and
 * practice areas name tags by slug; the build stops on a slug not declared here
 * (server/collections/tags.ts), so every tag shown has its label.
 */
import tagsFile from "./tags.json";

export const TAGS_FILE = "shared/content/tags.json";

export interface Tag {
  /** The tag's address, /blog/tags/<slug>: lowercase words joined by hyphens. */
  readonly slug: string;
  /** What pages, chips, feeds and search engines show: "Legal costs". */
  readonly label: string;
}

/** The tags as the file has them; the build checks them (server/collections/tags.ts) before anything is served. */
const TAGS = tagsFile as readonly Tag[];

const LABELS = new Map(TAGS.map((tag) => [tag.slug, tag.label]));

/** A tag's label; an undeclared slug (only a test's fixture, or an address that is a 404) reads as itself. */
export function tagLabel(slug: string): string {
  return LABELS.get(slug) ?? slug;
}
