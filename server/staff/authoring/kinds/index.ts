import type { Kind, KindKey } from "./kind";
import { POSTS } from "./posts";
import { ENGAGEMENT, ENQUIRY_TERMS, PLANS } from "./single-files";
import { TEAM } from "./team";

export type { CheckContext, Kind, KindKey } from "./kind";

/** Every kind of content authors edit, in the order the staff home lists them. */
export const KINDS: readonly Kind[] = [POSTS, TEAM, PLANS, ENQUIRY_TERMS, ENGAGEMENT];

export const kindOf = (key: string): Kind | undefined => KINDS.find((kind) => kind.key === (key as KindKey));
