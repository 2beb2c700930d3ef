import * as v from "valibot";

/**
 * A field's name and hint in words, for the staff area's forms, which are generated from the same
 * schemas the build checks: `metadata` says how the form offers it (`choices`: a list it is chosen
 * from; `upload`: an image's folder; `input`: "date"; `rows`: a longer text). Nothing here changes
 * what the schema accepts.
 */
export const labelled = <Schema extends v.GenericSchema>(
  schema: Schema,
  title: string,
  description: string,
  metadata: Readonly<Record<string, unknown>> = {},
) =>
  v.pipe(
    schema,
    v.title<v.InferOutput<Schema>, string>(title),
    v.description<v.InferOutput<Schema>, string>(description),
    v.metadata<v.InferOutput<Schema>, Readonly<Record<string, unknown>>>(metadata),
  );
