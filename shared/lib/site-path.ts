/**
 * Whether an href is a path on this site, as a browser resolves it. A browser drops tabs and
 * newlines anywhere in a URL and reads a backslash as a slash, so "/\evil.example/path" and
 * "/<tab>/evil.example" are protocol-relative addresses of another site, not paths here.
 */
export function isSitePath(href: string | null | undefined): href is string {
  if (!href) return false;
  const first = href.charAt(0);
  if (first !== "/") return false;
  // The second character a browser sees, after the tabs and newlines it drops.
  let index = 1;
  while (href.charAt(index) === "\t" || href.charAt(index) === "\n" || href.charAt(index) === "\r") index += 1;
  const second = href.charAt(index);
  return second !== "/" && second !== "\\";
}
