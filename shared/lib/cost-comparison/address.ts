/** Where the cost comparison lives, and its share image: the route table's (kept apart from the page script's ids). */
export const COST_COMPARISON_PATH = "/cost-comparison";

/** The page's own share image, drawn at build (scripts/build.ts) with the page's title. */
export const COST_COMPARISON_SHARE_IMAGE = {
  src: "/images/share/cost-comparison.png",
  alt: "The Estimated Cost of an In-House Lawyer",
} as const;
