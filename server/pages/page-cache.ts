import { toCachedPage, type CachedPage } from "../http/cached-bytes";

/**
 * One entry per key (a route and the year), filled on first use; concurrent first requests share
 * one render. A failed render is not kept, so the next request tries again.
 */
export class PageCache {
  readonly #entries = new Map<string, Promise<CachedPage>>();

  get(key: string, render: () => Promise<Buffer>): Promise<CachedPage> {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = render().then(toCachedPage);
      this.#entries.set(key, entry);
      entry.catch(() => this.#entries.delete(key));
    }
    return entry;
  }

  /** Drops entries whose key no longer matches, e.g. last year's pages. */
  retain(keep: (key: string) => boolean): void {
    for (const key of this.#entries.keys()) if (!keep(key)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
