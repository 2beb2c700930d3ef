import type { ReactNode } from "react";
import { listItem, type Choice, type Field } from "./describe";
import type { Problems } from "./problems";

/** What a form shows: the values as typed (or as the file has them), and the lists references are chosen from. */
export interface FormState {
  readonly values: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly problems: Problems;
  /** Choices by the schema's `choices` name: the team, the tags, the practice areas. */
  readonly choices: Readonly<Record<string, readonly Choice[]>>;
  /** The image each upload field shows now, by path (a page of the staff origin may show it). */
  readonly images?: Readonly<Record<string, string>>;
}

/** An input's id from its path: `plans.0.price.amount` → `f-plans-0-price-amount`. */
export const fieldId = (path: string) => `f-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;

const text = (value: string | readonly string[] | undefined) =>
  typeof value === "string" ? value : (value?.[0] ?? "");
const list = (value: string | readonly string[] | undefined) =>
  value === undefined ? [] : typeof value === "string" ? [value] : value;

/** The ids an input is described by: its problems first (read before the hint), then its hint. */
function describedBy(field: Field, state: FormState): string | undefined {
  const ids = [
    state.problems.has(field.path) ? `${fieldId(field.path)}-error` : undefined,
    field.hint ? `${fieldId(field.path)}-hint` : undefined,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function HintAndProblems({ field, state }: { field: Field; state: FormState }) {
  const problems = state.problems.get(field.path);
  return (
    <>
      {field.hint ? (
        <p id={`${fieldId(field.path)}-hint`} className="hint">
          {field.hint}
          {field.optional && field.kind !== "boolean" ? " Optional." : ""}
        </p>
      ) : null}
      {problems ? (
        <p id={`${fieldId(field.path)}-error`} className="field-error">
          {problems.join(" ")}
        </p>
      ) : null}
    </>
  );
}

function Input({
  field,
  state,
}: {
  field: Exclude<Field, { kind: "group" | "list" | "choices" | "boolean" }>;
  state: FormState;
}) {
  const common = {
    id: fieldId(field.path),
    name: field.path,
    "aria-invalid": state.problems.has(field.path) ? true : undefined,
    "aria-describedby": describedBy(field, state),
  };
  const value = text(state.values[field.path]);
  if (field.kind === "select" || field.kind === "choice") {
    const options = field.kind === "select" ? field.options : (state.choices[field.source] ?? []);
    const known = value === "" || options.some((option) => option.value === value);
    return (
      <select {...common} defaultValue={value}>
        <option value="">{field.optional ? "None" : "Choose…"}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {known ? null : <option value={value}>{`${value} (not one of the list)`}</option>}
      </select>
    );
  }
  if (field.kind === "text" && field.rows) return <textarea {...common} rows={field.rows} defaultValue={value} />;
  if (field.kind === "lines")
    return <textarea {...common} rows={Math.max(3, value.split("\n").length + 1)} defaultValue={value} />;
  const type = field.kind === "text" && field.input === "date" ? "date" : "text";
  return (
    <input {...common} type={type} inputMode={field.kind === "number" ? "decimal" : undefined} defaultValue={value} />
  );
}

function Upload({ field, state }: { field: Extract<Field, { kind: "upload" }>; state: FormState }) {
  const current = text(state.values[field.path]);
  const shown = state.images?.[field.path];
  return (
    <>
      <input type="hidden" name={field.path} value={current} />
      {current ? <p className="current-image">Now: {current}</p> : null}
      {shown ? <img className="image-thumb" src={shown} alt="" width={160} /> : null}
      <label htmlFor={`${fieldId(field.path)}-file`} className="sub-label">
        {current ? "Replace it with" : "Upload"} a JPEG, PNG, WebP or AVIF image
      </label>
      <input
        id={`${fieldId(field.path)}-file`}
        name={`${field.path}.file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={state.problems.has(field.path) ? true : undefined}
        aria-describedby={describedBy(field, state)}
      />
    </>
  );
}

function Choices({ field, state }: { field: Extract<Field, { kind: "choices" }>; state: FormState }) {
  const chosen = new Set(list(state.values[field.path]));
  const options = state.choices[field.source] ?? [];
  const unknown = [...chosen].filter((value) => !options.some((option) => option.value === value));
  return (
    <fieldset
      className="field choices"
      id={fieldId(field.path)}
      aria-invalid={state.problems.has(field.path) ? true : undefined}
      aria-describedby={describedBy(field, state)}
    >
      <legend>{field.label}</legend>
      <HintAndProblems field={field} state={state} />
      {[...options, ...unknown.map((value) => ({ value, label: `${value} (not one of the list)` }))].map(
        (option, index) => (
          <div key={option.value} className="checkbox">
            <input
              id={`${fieldId(field.path)}-${index}`}
              type="checkbox"
              name={field.path}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />
            <label htmlFor={`${fieldId(field.path)}-${index}`}>{option.label}</label>
          </div>
        ),
      )}
    </fieldset>
  );
}

/** One field as the schema describes it, its hint and its problems beside it. */
export function FieldView({ field, state }: { field: Field; state: FormState }): ReactNode {
  switch (field.kind) {
    case "choices":
      return <Choices field={field} state={state} />;
    case "group":
      return (
        <fieldset className="field group" id={fieldId(field.path)}>
          <legend>{field.label}</legend>
          <HintAndProblems field={field} state={state} />
          <Fields fields={field.fields} state={state} />
        </fieldset>
      );
    case "list":
      return <ListView field={field} state={state} />;
    case "boolean":
      return (
        <div className="field checkbox">
          <input
            id={fieldId(field.path)}
            type="checkbox"
            name={field.path}
            value="true"
            defaultChecked={text(state.values[field.path]) === "true"}
            aria-invalid={state.problems.has(field.path) ? true : undefined}
            aria-describedby={describedBy(field, state)}
          />
          <label htmlFor={fieldId(field.path)}>{field.label}</label>
          <HintAndProblems field={field} state={state} />
        </div>
      );
    default:
      return (
        <div className="field">
          <label htmlFor={field.kind === "upload" ? `${fieldId(field.path)}-file` : fieldId(field.path)}>
            {field.label}
          </label>
          <HintAndProblems field={field} state={state} />
          {field.kind === "upload" ? <Upload field={field} state={state} /> : <Input field={field} state={state} />}
        </div>
      );
  }
}

/** A list's items, each a fieldset headed by its own name where the schema says which field names it. */
function ListView({ field, state }: { field: Extract<Field, { kind: "list" }>; state: FormState }) {
  const pattern = new RegExp(`^${field.path.replace(/\./g, "\\.")}\\.(\\d+)\\.`);
  const count = Object.keys(state.values).reduce(
    (most, name) => Math.max(most, Number(pattern.exec(name)?.[1] ?? -1) + 1),
    0,
  );
  return (
    <section className="field list" id={fieldId(field.path)} aria-labelledby={`${fieldId(field.path)}-heading`}>
      <h2 id={`${fieldId(field.path)}-heading`}>{field.label}</h2>
      <HintAndProblems field={field} state={state} />
      {Array.from({ length: count }, (_, index) => {
        const item = listItem(field, index);
        const name = field.itemTitle ? text(state.values[`${item.path}.${field.itemTitle}`]) : "";
        return (
          <fieldset key={item.path} className="field group" id={fieldId(item.path)}>
            <legend>{name ? `${field.label}: ${name}` : `${field.label}: number ${index + 1}`}</legend>
            <HintAndProblems field={item} state={state} />
            {item.kind === "group" ? (
              <Fields fields={item.fields} state={state} />
            ) : (
              <FieldView field={item} state={state} />
            )}
          </fieldset>
        );
      })}
    </section>
  );
}

export function Fields({ fields, state }: { fields: readonly Field[]; state: FormState }) {
  return (
    <>
      {fields.map((field) => (
        <FieldView key={field.path} field={field} state={state} />
      ))}
    </>
  );
}

/** Labels by path, for the summary's links: "Plans: Growth › Price in dollars". */
export function fieldLabels(fields: readonly Field[], state: FormState): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (field: Field, prefix: string) => {
    const label = prefix ? `${prefix} › ${field.label}` : field.label;
    labels.set(field.path, label);
    if (field.kind === "group") for (const each of field.fields) walk(each, prefix);
    if (field.kind === "list") {
      for (
        let index = 0;
        state.values[`${field.path}.${index}.${field.itemTitle ?? ""}`] !== undefined ||
        hasItem(state, field.path, index);
        index++
      ) {
        const item = listItem(field, index);
        const name = field.itemTitle ? text(state.values[`${item.path}.${field.itemTitle}`]) : "";
        walk(item, `${field.label}: ${name || `number ${index + 1}`}`);
      }
    }
  };
  for (const field of fields) walk(field, "");
  return labels;
}

const hasItem = (state: FormState, path: string, index: number) =>
  Object.keys(state.values).some((name) => name.startsWith(`${path}.${index}.`));

/** Every problem at the top, each a link to its field; focus lands here (tabIndex) when the page is read after a refusal. */
export function ProblemSummary({
  fields,
  state,
  extra = [],
}: {
  fields: readonly Field[];
  state: FormState;
  extra?: ReadonlyArray<[string, string]>;
}) {
  if (state.problems.size === 0 && extra.length === 0) return null;
  const labels = fieldLabels(fields, state);
  const items: Array<[string, string]> = [];
  for (const [path, messages] of state.problems)
    for (const message of messages) items.push([path, `${labels.get(path) ?? (path || "The form")}: ${message}`]);
  items.push(...extra);
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} id="error-summary">
      <h2 id="error-summary-title">
        {items.length === 1
          ? "There is a problem: nothing was saved"
          : `There are ${items.length} problems: nothing was saved`}
      </h2>
      <ul>
        {items.map(([path, message], index) => (
          <li key={`${path}-${index}`}>{path ? <a href={`#${fieldId(path)}`}>{message}</a> : message}</li>
        ))}
      </ul>
    </div>
  );
}
