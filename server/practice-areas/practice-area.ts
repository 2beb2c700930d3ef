import type { LegalPriority } from "../../shared/content/contact-form";

/** A practice area's page, as the build leaves it in dist/practice-areas.json. */
export interface PracticeAreaPage {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** The enquiry form's priorities its "Discuss ... with us" link ticks. */
  readonly priorities: readonly LegalPriority[];
  /** Blog tags whose posts the page lists as related. */
  readonly tags: readonly string[];
  readonly order: number;
  /** The body, rendered and sanitised at build. */
  readonly html: string;
  readonly words: number;
  /** Its own 1200×630 share image, drawn at build. */
  readonly shareImage?: string;
}

/** The pages in order, and the questions the site asks of them. */
export interface PracticeAreas {
  readonly pages: readonly PracticeAreaPage[];
  bySlug(slug: string): PracticeAreaPage | undefined;
  /** The page for one of the home page's cards, when the practice has written one. */
  forTitle(title: string): PracticeAreaPage | undefined;
}

export function createPracticeAreas(unordered: readonly PracticeAreaPage[]): PracticeAreas {
  const pages = [...unordered].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  const byTitle = new Map(pages.map((page) => [page.title, page]));
  return { pages, bySlug: (slug) => bySlug.get(slug), forTitle: (title) => byTitle.get(title) };
}

export const practiceAreaPath = (slug: string) => `/practice-areas/${slug}`;
