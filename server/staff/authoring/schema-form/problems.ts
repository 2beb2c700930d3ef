import * as v from "valibot";
import { listItem, type Field } from "./describe";

/** Every problem with a form's values, by the field's path ("" for the form as a whole). */
export type Problems = ReadonlyMap<string, readonly string[]>;

/** Adds a problem to the field at `path`, or to the nearest field above it the form shows. */
export class ProblemList {
  private readonly byPath = new Map<string, string[]>();
  constructor(private readonly known: ReadonlySet<string>) {}

  add(path: string, message: string): void {
    let at = path;
    while (at !== "" && !this.known.has(at)) at = at.includes(".") ? at.slice(0, at.lastIndexOf(".")) : "";
    const list = this.byPath.get(at) ?? [];
    if (!list.includes(message)) list.push(message);
    this.byPath.set(at, list);
  }

  get problems(): Problems {
    return this.byPath;
  }
}

/** Every path the form has a field for (a list's items as far as `values` holds them). */
export function fieldPaths(fields: readonly Field[], values: Readonly<Record<string, unknown>>): Set<string> {
  const paths = new Set<string>();
  const walk = (field: Field, value: unknown) => {
    paths.add(field.path);
    if (field.kind === "group")
      for (const each of field.fields)
        walk(each, (value as Record<string, unknown> | null | undefined)?.[each.path.split(".").at(-1) as string]);
    if (field.kind === "list" && Array.isArray(value))
      value.forEach((item, index) => walk(listItem(field, index), item));
  };
  for (const field of fields) walk(field, values[field.path.split(".").at(-1) as string]);
  return paths;
}

/**
 * Checks the values against the schema with every problem at once (as the build does), each put
 * beside its field; a missing value says so before the schema's words for what it expects.
 */
export function schemaProblems(
  schema: v.GenericSchema,
  values: unknown,
  into: ProblemList,
  prefix = "",
): v.InferOutput<typeof schema> | undefined {
  const result = v.safeParse(schema, values, { abortEarly: false });
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? "";
    into.add(
      prefix && path ? `${prefix}.${path}` : prefix || path,
      issue.input === undefined ? `This is missing: ${issue.message}.` : `${capitalise(issue.message)}.`,
    );
  }
  return undefined;
}

const capitalise = (message: string) => {
  const text = message.replace(/^expected /, "Expected ").replace(/\.$/, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
