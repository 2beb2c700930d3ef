import { setFlagsFromString } from "node:v8";

/**
 * How far, in percent, V8 lets the old generation grow past what the last full collection left
 * live before it collects again. Left to itself V8 sizes a busy process for throughput and lets the
 * heap reach several times its live size: under `npm run test:load` about 40 MB is live and the heap
 * grew past 100 MB between collections, so resident memory swung between 185 and 225 MB. At 50 the
 * heap stays within 1.5× of what is live (resident memory about 170 MB, flat), for a few percent
 * fewer requests a second in the mixed load; cached pages and assets, which allocate little, barely
 * notice. docs/operations.md has the figures.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8 reads this flag at every full collection, so setting it once at start governs the whole run on
 * Node 20 and 22 (the Docker image). Node 24's V8 fixes its flags once running, so there the call
 * changes nothing; its own sizing already keeps much closer to what is live (heap-policy.test.ts).
 */
export function keepHeapCompact(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
