import type { HeldBytes } from "./cached-bytes";

/**
 * A response made once and held in memory: a page, an asset, a public or generated file. A module of
 * its own, so what makes held responses (the speculation rules, the assets, the pages) and the
 * responder that sends them both depend on it, not on each other.
 */
export interface HeldResponse {
  readonly bytes: HeldBytes;
  readonly contentType: string;
  readonly cacheControl: string;
  /** False once the bytes are stale (a page after the copyright year turned): the app renders afresh. */
  readonly isCurrent?: () => boolean;
  /** A page whose query decides what it shows (a cost comparison's figures): held for its plain address only. */
  readonly onlyWithoutQuery?: true;
}
