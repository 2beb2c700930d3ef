/**
 * How hard the server compresses what it holds in memory (pages, fragments, feeds, the sitemap):
 * Brotli's highest quality. Each is compressed once and sent many times, so the smallest bytes win
 * over the 50 ms of CPU a 50 KB page costs at this quality (2-3 ms at quality 4).
 */
export const HELD_BROTLI_QUALITY = 11;
