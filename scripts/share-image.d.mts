export interface ShareImageContent {
  /** The large serif text; "\n" forces a line break. Long titles shrink to fit three lines. */
  readonly title: string;
  /** The italic line under the title (up to two lines). */
  readonly subtitle?: string;
  /** The trading name beside the monogram, top left. */
  readonly brand: string;
  /** A short upper-case line at the foot, above nothing (omitted when empty). */
  readonly meta?: string;
}

export const SHARE_IMAGE_WIDTH: 1200;
export const SHARE_IMAGE_HEIGHT: 630;
/** The share image as SVG with its text outlined (no fonts needed to display it). */
export function renderShareImageSvg(content: ShareImageContent): Promise<string>;
/** The share image as an opaque RGB PNG, 1200×630. */
export function renderShareImage(content: ShareImageContent): Promise<Buffer>;
