/** Terminal colour codes: an author reads the report in a page. */
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * The build's report as an author reads it: what it printed on its error stream, with the folder it
 * ran in left out (a file is named from the checkout: shared/content/blog/x.md), and no colour codes.
 */
export function authorReport(errors: string, dir: string): string {
  const text = errors.replace(ANSI, "").split(`${dir}/`).join("").split(dir).join(".").trim();
  return text || "The build failed without saying why: the server's log has the details.";
}
