export interface ShareImageJob {
  readonly path: string;
  readonly title: string;
  readonly meta: string;
}
/** Writes each post's 1200×630 share image under `publicDir`, redrawing only what is not in the cache. */
export function writePostShareImages(
  identity: { readonly PRACTICE: { readonly tradingName: string } },
  jobs: readonly ShareImageJob[],
  publicDir: string,
  cacheDir?: string,
): Promise<void>;
