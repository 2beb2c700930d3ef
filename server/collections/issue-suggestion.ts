import type * as v from "valibot";
import { nearest } from "./nearest";

/** The values a schema's closed set allows, from its issue: valibot writes them as ("month" | "year"). */
export function allowedValues(issue: v.BaseIssue<unknown>): string[] {
  if (issue.type !== "picklist" && issue.type !== "enum" && issue.type !== "literal") return [];
  return (issue.expected ?? "")
    .replace(/^\(|\)$/g, "")
    .split(" | ")
    .flatMap((part) => {
      try {
        const value: unknown = JSON.parse(part);
        return typeof value === "string" ? [value] : [];
      } catch {
        return [];
      }
    });
}

/** For a value outside a closed set (an enum, a list of names), the allowed value nearest the one written. */
export function suggestionFor(issue: v.BaseIssue<unknown>): string | undefined {
  return typeof issue.input === "string" ? nearest(issue.input, allowedValues(issue)) : undefined;
}
