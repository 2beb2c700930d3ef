/**
 * "/blog///" as "/blog". A loop rather than /\/+$/, which is quadratic on a long run of slashes
 * that does not end the string (one second for a 16 KB request path).
 */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === "/") end--;
  return value.slice(0, end);
}
