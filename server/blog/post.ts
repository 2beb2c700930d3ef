import { formatDate } from "../../shared/lib/dates";
import type { ServedImage } from "../collections/image-plan";

/** A post's image as the pages serve it (resized sources, a fallback), with its description. */
export interface BlogImage extends ServedImage {
  readonly alt: string;
}

/** A post as the site serves it: front matter checked, Markdown rendered to sanitised HTML. */

export interface BlogPost {
  /** The file name without ".md": lowercase letters, digits and hyphens. */
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** The author's profile, by its slug (shared/content/team/{slug}.md). */
  readonly author: string;
  /** The author as the pages name and link them; absent when no profile has the slug (server/site-content/site-content.ts). */
  readonly byline?: { readonly name: string; readonly path: string };
  /** YYYY-MM-DD. */
  readonly date: string;
  /** YYYY-MM-DD, when the post was revised after it was published. */
  readonly updated?: string;
  readonly readMinutes: number;
  readonly image: BlogImage;
  readonly tags: readonly string[];
  readonly draft: boolean;
  /** The body, sanitised HTML. */
  readonly html: string;
  /** The post's 1200×630 share image, a path served from public/ or the build. */
  readonly shareImage?: string;
}

/** "15 January 2026": the site's one date format (the time element carries the ISO date). */
export const displayDate = formatDate;

/** When a post last changed: its update, else its publication. */
export function lastModified(post: BlogPost): string {
  return post.updated ?? post.date;
}
