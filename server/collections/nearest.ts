/**
 * The optimal string alignment distance between two strings: insertions, deletions, substitutions
 * and swaps of two neighbouring characters each count one: comercial is one edit from commercial,
 * emplyoment one from employment.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known value nearest to one that is not known, close enough to be a slip of the keyboard (at
 * most a third of its letters wrong, and never a value unlike every known one), or undefined.
 * Letter case is ignored in the comparison; the suggestion is written as it is known.
 */
export function nearest(value: string, known: Iterable<string>): string | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === "") return undefined;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance > 0 && (best === undefined || distance < best.distance)) best = { candidate, distance };
    if (distance === 0 && candidate !== value) return candidate;
  }
  if (!best) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(wanted.length, best.candidate.length) / 3));
  return best.distance <= allowed ? best.candidate : undefined;
}

/** " (did you mean commercial-contracts?)", or "" when nothing is near. */
export const didYouMean = (suggestion: string | undefined) =>
  suggestion === undefined ? "" : ` (did you mean ${suggestion}?)`;
