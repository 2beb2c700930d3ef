import type { ReactNode } from "react";

/** The pieces every field of a form shares: the label above, the control, its error below. */

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

export function Field({ id, label, error, wide, children }: FieldProps) {
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error ? <FieldError id={errorId(id)} message={error} /> : null}
    </div>
  );
}

/** A field's message: read out when its control takes focus, as the control names it in aria-describedby. */
export function FieldError({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

export function errorId(controlId: string): string {
  return `${controlId}-error`;
}

/** "Name *": the asterisk is visual; `required` on the control tells assistive technology. */
function RequiredLabel({ text }: { readonly text: string }) {
  const [word] = text.split(" *");
  return (
    <>
      {word}{" "}
      <span className="field__required" aria-hidden="true">
        *
      </span>
    </>
  );
}

/** What ties a control to its field: id, name, invalid state and description, first-error focus. */
export interface ControlProps {
  readonly id: string;
  readonly name: string;
  readonly "aria-invalid"?: true;
  readonly "aria-describedby"?: string;
  readonly autoFocus?: boolean;
}

interface TextFieldProps {
  readonly control: ControlProps;
  readonly label: string;
  readonly required?: boolean;
  readonly type: "text" | "email" | "tel";
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
}

/** One labelled single-line input with its error. */
export function TextField({ control, label, required, type, autoComplete, value, onChange, error }: TextFieldProps) {
  return (
    <Field id={control.id} label={required ? <RequiredLabel text={label} /> : label} error={error}>
      <input
        {...control}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
