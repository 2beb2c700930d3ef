// The practice's identity for the build, checked by the same valibot schema the site uses, so a bad
// practice.json stops the build with the file, the field and what is expected.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ENGAGEMENT_FILE, EngagementFileError, parseEngagement } from "../../shared/content/engagement-schema";
import { PRACTICE_FILE, PracticeFileError, parsePractice } from "../../shared/content/practice-schema";
import type * as practiceModule from "../../shared/content/practice";
import type * as siteModule from "../../shared/content/site";
import { ROOT } from "./paths.mjs";

/** Thrown with the schema's own message (file, field, expectation) when the identity is invalid. */
export class IdentityError extends Error {
  override name = "IdentityError";
}

export type SiteIdentity = Pick<typeof practiceModule, "PRACTICE" | "ADDRESS_LINE" | "RELATIONSHIP_STATEMENT"> &
  Pick<typeof siteModule, "SITE">;

/** { PRACTICE, ADDRESS_LINE, RELATIONSHIP_STATEMENT, SITE }, validated. */
export async function loadSiteIdentity(): Promise<SiteIdentity> {
  let file: unknown;
  try {
    file = JSON.parse(await readFile(join(ROOT, PRACTICE_FILE), "utf8"));
  } catch (error) {
    throw new IdentityError(`${PRACTICE_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    parsePractice(file);
  } catch (error) {
    if (error instanceof PracticeFileError) throw new IdentityError(error.message);
    throw error;
  }
  await checkEngagement();
  // Only once the file is known good: these modules import it and build sentences from it.
  const [{ PRACTICE, ADDRESS_LINE, RELATIONSHIP_STATEMENT }, { SITE }] = await Promise.all([
    import("../../shared/content/practice"),
    import("../../shared/content/site"),
  ]);
  return { PRACTICE, ADDRESS_LINE, RELATIONSHIP_STATEMENT, SITE };
}

/** The engagement's published figures (/how-we-work): each checked, or null. */
async function checkEngagement(): Promise<void> {
  let file: unknown;
  try {
    file = JSON.parse(await readFile(join(ROOT, ENGAGEMENT_FILE), "utf8"));
  } catch (error) {
    throw new IdentityError(`${ENGAGEMENT_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    parseEngagement(file);
  } catch (error) {
    if (error instanceof EngagementFileError) throw new IdentityError(error.message);
    throw error;
  }
}
