import { formatDecimal } from "./format";

/** What the server's comparison like for like and the page's script share: its ids and how it writes hours. */
export const NEED_DOM = { section: "cost-compare" } as const;

/** "1,672 hours", "7.5 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${formatDecimal(hours, 1)} ${hours === 1 ? "hour" : "hours"}`;
}
