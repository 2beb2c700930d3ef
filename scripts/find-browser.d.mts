/** The Chromium the browser tests will use: CHROME_PATH, then Debian's; undefined when none is executable. */
export function findBrowser(): string | undefined;
/** The flags every tool here starts Chromium with (headless, no background networking). */
export const CHROMIUM_FLAGS: readonly string[];
