export const BUILD_INPUTS: readonly string[];
export const BUILD_STAMP: string;
/** The first input changed since dist/ was built (or the missing stamp), or undefined when the build is current. */
export function changedSinceBuild(root: string, dist: string): string | undefined;
