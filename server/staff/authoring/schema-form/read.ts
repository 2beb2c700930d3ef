import { listItem, type Field } from "./describe";

/** A form's fields as the body parser gives them: one value, or several for a repeated name. */
export type FormBody = Readonly<Record<string, string | readonly string[] | undefined>>;

const first = (value: string | readonly string[] | undefined): string =>
  typeof value === "string" ? value : (value?.[0] ?? "");
const all = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === "string" ? [value] : [...value];

/** How many items of a list the form holds: its highest index given, plus one. */
function itemCount(body: FormBody, path: string): number {
  const pattern = new RegExp(`^${path.replace(/\./g, "\\.")}\\.(\\d+)\\.`);
  let count = 0;
  for (const name of Object.keys(body)) {
    const index = pattern.exec(name)?.[1];
    if (index !== undefined && Number(index) < 100) count = Math.max(count, Number(index) + 1);
  }
  return count;
}

/**
 * A number as typed, when it is one; otherwise the text itself, so the schema's own message says
 * what it expects (and the form shows back what was typed).
 */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The content's value of one field, from the form: empty optional fields left out (undefined),
 * a group with every field empty and null allowed as null.
 */
export function readField(field: Field, body: FormBody): unknown {
  const raw = body[field.path];
  switch (field.kind) {
    case "text":
    case "select":
    case "choice":
    case "upload": {
      const text = first(raw);
      return text.trim() === "" && field.optional ? undefined : text;
    }
    case "number": {
      const text = first(raw);
      return text.trim() === "" && field.optional ? undefined : numberOf(text);
    }
    case "boolean":
      return first(raw) === "true" || first(raw) === "on";
    case "choices":
      return all(raw).filter((value) => value !== "");
    case "lines":
      return first(raw)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== "");
    case "group": {
      const entries = field.fields.map(
        (each) => [each.path.split(".").at(-1) as string, readField(each, body)] as const,
      );
      if (field.nullable && field.fields.every((each) => first(body[each.path]).trim() === "")) return null;
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case "list":
      return Array.from({ length: itemCount(body, field.path) }, (_, index) => readField(listItem(field, index), body));
  }
}

/** The content from the whole form: one value per field, fields left out when empty and optional. */
export function readFields(fields: readonly Field[], body: FormBody): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = readField(field, body);
    if (value !== undefined) values[field.path.split(".").at(-1) as string] = value;
  }
  return values;
}

/** The form's values for content as it is (a file opened for editing): the inverse of readFields. */
export function formValues(
  fields: readonly Field[],
  content: Readonly<Record<string, unknown>>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const put = (field: Field, value: unknown) => {
    if (value === undefined || value === null) return;
    switch (field.kind) {
      case "boolean":
        if (value === true) out[field.path] = "true";
        return;
      case "choices":
        out[field.path] = Array.isArray(value) ? value.map(String) : [];
        return;
      case "lines":
        out[field.path] = Array.isArray(value) ? value.map(String).join("\n") : String(value);
        return;
      case "group":
        for (const each of field.fields)
          put(each, (value as Record<string, unknown>)[each.path.split(".").at(-1) as string]);
        return;
      case "list":
        if (Array.isArray(value)) value.forEach((item, index) => put(listItem(field, index), item));
        return;
      default:
        out[field.path] = String(value);
    }
  };
  for (const field of fields) put(field, content[field.path.split(".").at(-1) as string]);
  return out;
}
