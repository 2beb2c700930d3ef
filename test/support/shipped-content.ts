/**
 * What the practice's own content files say, read from disk. The unit tiers import a fixture identity
 * in place of shared/content/practice.json (vitest.config.ts); a test of the shipped file itself, or
 * of the launch check's view of it, reads it here, never a copy of its values.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../server/platform/paths";
import { PRACTICE_FILE } from "../../shared/content/practice-schema";
import { ENGAGEMENT_FILE, type Engagement } from "../../shared/content/engagement-schema";

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(PROJECT_ROOT, file), "utf8"));

/** shared/content/practice.json as the practice has it (unchecked: a test parses it when it needs to). */
export const shippedPracticeFile = (): unknown => readJson(PRACTICE_FILE);

/** shared/content/engagement.json as the practice has it. */
export const shippedEngagement = (): Engagement => readJson(ENGAGEMENT_FILE) as Engagement;
