import * as v from "valibot";

/**
 * A form's fields, read from a valibot schema (the same one the build checks): each field's name
 * and hint come from the schema's `title` and `description`, how it is offered from its type and
 * `metadata`. A field the schema gains appears in the form with no form code of its own.
 */
export type Field =
  | (Leaf<"text"> & { readonly input?: "date" | "url"; readonly rows?: number })
  | Leaf<"number">
  | Leaf<"boolean">
  | (Leaf<"select"> & { readonly options: readonly Choice[] })
  | (Leaf<"choice"> & { readonly source: string })
  | (Leaf<"choices"> & { readonly source: string })
  | Leaf<"lines">
  | (Leaf<"upload"> & { readonly folder: string })
  | (Leaf<"group"> & { readonly fields: readonly Field[]; readonly nullable: boolean })
  | (Leaf<"list"> & { readonly itemSchema: v.GenericSchema; readonly itemTitle?: string });

interface Leaf<Kind extends string> {
  readonly kind: Kind;
  /** The field's dot path in the content (`price.amount`; a list's items as `plans.0.name`), also its form name. */
  readonly path: string;
  readonly label: string;
  readonly hint?: string;
  /** Whether the content may leave it out (an empty input is then left out). */
  readonly optional: boolean;
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

type AnySchema = v.GenericSchema & {
  readonly type: string;
  readonly wrapped?: AnySchema;
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly item?: AnySchema;
  readonly options?: readonly unknown[];
};

/** What optional/nullable wrap, with whether the value may be left out or null. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; nullable: boolean; layers: AnySchema[] } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  const layers = [schema];
  while (inner.wrapped && ["optional", "exact_optional", "nullable", "nullish", "undefinedable"].includes(inner.type)) {
    if (inner.type === "nullable") nullable = true;
    else optional = true;
    inner = inner.wrapped;
    layers.push(inner);
  }
  return { inner, optional, nullable, layers };
}

interface Meta {
  readonly title?: string;
  readonly description?: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Titles and hints on any layer; the outermost says last. */
function metaOf(layers: readonly AnySchema[]): Meta {
  let title: string | undefined;
  let description: string | undefined;
  const metadata: Record<string, unknown> = {};
  for (const layer of [...layers].reverse()) {
    title = v.getTitle(layer) ?? title;
    description = v.getDescription(layer) ?? description;
    Object.assign(metadata, v.getMetadata(layer));
  }
  return { title, description, metadata };
}

/** "hoursPerMonth" → "Hours per month": a readable stand-in until the schema names the field. */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isStringSchema = (schema: AnySchema | undefined) =>
  schema !== undefined && unwrap(schema).inner.type === "string";

const optionLabel = (labels: unknown, value: string): string => {
  const given = typeof labels === "object" && labels !== null ? (labels as Record<string, unknown>)[value] : undefined;
  return typeof given === "string" ? given : value.charAt(0).toUpperCase() + value.slice(1);
};

/** One field of the schema at `path` (its last segment is its key). */
export function describeField(schema: v.GenericSchema, path: string): Field {
  const { inner, optional, nullable, layers } = unwrap(schema as AnySchema);
  const meta = metaOf(layers);
  const key = path.split(".").at(-1) ?? path;
  const base = { path, label: meta.title ?? fromKey(key), hint: meta.description, optional };
  const source = typeof meta.metadata.choices === "string" ? meta.metadata.choices : undefined;
  switch (inner.type) {
    case "string":
      if (typeof meta.metadata.upload === "string") return { ...base, kind: "upload", folder: meta.metadata.upload };
      if (source) return { ...base, kind: "choice", source };
      return {
        ...base,
        kind: "text",
        input: meta.metadata.input === "date" ? "date" : undefined,
        rows: typeof meta.metadata.rows === "number" ? meta.metadata.rows : undefined,
      };
    case "number":
      return { ...base, kind: "number" };
    case "boolean":
      return { ...base, kind: "boolean" };
    case "picklist": {
      const options = (inner.options ?? [])
        .map(String)
        .map((value) => ({ value, label: optionLabel(meta.metadata.optionLabels, value) }));
      return { ...base, kind: "select", options };
    }
    case "array":
      if (isStringSchema(inner.item)) return source ? { ...base, kind: "choices", source } : { ...base, kind: "lines" };
      return {
        ...base,
        kind: "list",
        itemSchema: inner.item as AnySchema,
        itemTitle: typeof meta.metadata.itemTitle === "string" ? meta.metadata.itemTitle : undefined,
      };
    case "object":
    case "strict_object":
    case "loose_object":
      return { ...base, kind: "group", nullable, fields: describeFields(inner, path) };
    default:
      // A kind of value no form input can offer: shown as text, and the schema's message says what it expects.
      return { ...base, kind: "text" };
  }
}

/** Every field of an object schema, in the schema's order, paths under `prefix`. */
export function describeFields(schema: v.GenericSchema, prefix = ""): Field[] {
  const { inner } = unwrap(schema as AnySchema);
  if (!inner.entries) throw new Error(`describeFields needs an object schema, not ${inner.type}`);
  return Object.entries(inner.entries).map(([key, entry]) => describeField(entry, prefix ? `${prefix}.${key}` : key));
}

/** A list's item `index` as a field of its own, its paths under `<list>.<index>`. */
export const listItem = (list: Extract<Field, { kind: "list" }>, index: number): Field =>
  describeField(list.itemSchema, `${list.path}.${index}`);
