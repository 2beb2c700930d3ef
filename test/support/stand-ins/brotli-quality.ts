/**
 * The unit tiers' Brotli quality for held bytes (vitest.config.ts aliases server/http/brotli-quality.ts
 * here). At the server's quality 11, compressing the pages and feeds the tests make (about 200 pages,
 * 2,000 feeds and sitemaps, 5.7 MB) was about a tenth of the tiers' CPU. What a unit test checks of a
 * compressed variant (it decodes to the page, its headers name it, a client that refuses it gets
 * another) is the same at any quality; the bytes the server sends, at its own quality, are the system
 * tier's to measure (scripts/perf/budgets.system.test.ts, on the started build).
 */
export const HELD_BROTLI_QUALITY = 4;
