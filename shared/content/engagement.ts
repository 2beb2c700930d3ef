/** The engagement's figures as the file has them; the build checks the file (scripts/build/site-identity.ts). */
import engagementFile from "./engagement.json";
import type { Engagement } from "./engagement-schema";

export const ENGAGEMENT = engagementFile as unknown as Engagement;
