/** What the server's comparison like for like and the page's script share: its ids and how it writes hours. */
export const NEED_DOM = { section: "cost-compare" } as const;

const HOURS = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

/** "1,672 hours", "7.5 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${HOURS.format(hours)} ${hours === 1 ? "hour" : "hours"}`;
}
