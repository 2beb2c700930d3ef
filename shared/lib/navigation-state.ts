/** The history state a section link carries when it has to change page first (spec: "carrying a target section id"). */
export interface SectionTargetState {
  readonly scrollTarget: string;
}

export function readScrollTarget(state: unknown): string | undefined {
  if (state && typeof state === "object" && "scrollTarget" in state) {
    const target = (state as { scrollTarget: unknown }).scrollTarget;
    if (typeof target === "string" && /^[a-z][a-z0-9-]*$/.test(target)) return target;
  }
  return undefined;
}
