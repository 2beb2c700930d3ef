import { holdText } from "./cached-bytes";
import type { HeldResponse } from "./held-response";

/**
 * Instant navigation: Chromium prefetches a same-site page once the visitor shows intent (hover or
 * pointer down: "moderate"). The rules travel as a file named by a response header rather than an
 * inline <script type="speculationrules">, so the CSP needs neither 'unsafe-inline' nor
 * 'inline-speculation-rules'; the file is same-origin, which script-src 'self' allows.
 */
const SPECULATION_RULES_PATH = "/speculation-rules.json";
const SPECULATION_RULES_TYPE = "application/speculationrules+json";
/** A structured-field list of strings (RFC 8941), as the header requires. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** Paths never prefetched: the API, the form and its result (a POST target), and non-page files. */
const NEVER = [
  "/api/*",
  "/contact",
  "/contact/*",
  "/assets/*",
  "/fragments/*",
  "/images/*",
  "/*.xml",
  "/*.json",
  "/*.txt",
];

const SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [{ href_matches: "/*" }, ...NEVER.map((pattern) => ({ not: { href_matches: pattern } }))],
      },
      eagerness: "moderate",
    },
  ],
};

/** The rules file, held; it changes only with a deploy, so browsers may keep it an hour. */
export function speculationRulesFile(): [string, HeldResponse] {
  return [
    SPECULATION_RULES_PATH,
    {
      bytes: holdText(JSON.stringify(SPECULATION_RULES)),
      contentType: SPECULATION_RULES_TYPE,
      cacheControl: "public, max-age=3600",
    },
  ];
}
