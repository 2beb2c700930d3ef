/** The Chromium the browser tests will use: CHROME_PATH, then Debian's; undefined when none is executable. */
export function findBrowser(): string | undefined;
