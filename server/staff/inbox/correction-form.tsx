import {
  BUSINESS_SIZES,
  CONTACT_FORM,
  ENQUIRY_LIMITS,
  formatBusinessSize,
  LEGAL_PRIORITIES,
} from "../../../shared/content/contact-form";
import { parseEnquiry } from "../../../shared/lib/enquiry-schema";
import type { EnquiryErrors, EnquiryValues } from "../../../shared/lib/enquiry-values";
import { sameValue } from "../../enquiries/correction";
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectedValue,
  type StoredEnquiry,
} from "../../enquiries/store";
import { CsrfField, type SignedInStaff } from "./shell";

/** A refused correction: what staff typed, kept, and the form's own message beside each field it refuses. */
export interface CorrectionState {
  readonly values: Record<CorrectableField, string | readonly string[]>;
  readonly errors: EnquiryErrors;
}

/** The form's own label without its required mark. */
const label = (field: Exclude<CorrectableField, "priorities">) => CONTACT_FORM.labels[field].replace(/ \*$/, "");

const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : typeof value === "string"
      ? [value]
      : [];
const asText = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";

/** The submitted form as the schema reads it. */
export function submittedValues(body: Record<string, unknown>): CorrectionState["values"] {
  const values = Object.fromEntries(
    CORRECTABLE_FIELDS.map((field) => [field, field === "priorities" ? asList(body[field]) : asText(body[field])]),
  );
  return values as CorrectionState["values"];
}

/**
 * Checks the whole enquiry as the form checks it (so the rule that needs two fields, an email or a
 * phone, holds too): the fields that changed, tidied as the form tidies them, or the form's messages.
 */
export function checkCorrections(
  enquiry: StoredEnquiry,
  values: CorrectionState["values"],
):
  | { readonly ok: true; readonly changes: ReadonlyArray<[CorrectableField, CorrectedValue]> }
  | { readonly ok: false; readonly errors: EnquiryErrors } {
  const parsed = parseEnquiry(values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const current: EnquiryValues = enquiry;
  const changes = CORRECTABLE_FIELDS.filter((field) => !sameValue(parsed.enquiry[field], current[field])).map(
    (field) => [field, parsed.enquiry[field]] as [CorrectableField, CorrectedValue],
  );
  return { ok: true, changes };
}

function Problem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

function TextField({
  field,
  state,
  enquiry,
}: {
  field: "name" | "company" | "role" | "email" | "phone";
  state?: CorrectionState;
  enquiry: StoredEnquiry;
}) {
  const error = state?.errors[field];
  const value = state ? asText(state.values[field]) : enquiry[field];
  return (
    <div className="field">
      <label htmlFor={`correct-${field}`}>{label(field)}</label>
      <Problem id={`correct-${field}-error`} message={error} />
      <input
        id={`correct-${field}`}
        name={field}
        type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
        defaultValue={value}
        maxLength={ENQUIRY_LIMITS[field]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `correct-${field}-error` : undefined}
      />
    </div>
  );
}

function ChoiceFields({ state, enquiry }: { state?: CorrectionState; enquiry: StoredEnquiry }) {
  const size = state ? asText(state.values.businessSize) : enquiry.businessSize;
  const chosen = new Set(state ? asList(state.values.priorities) : enquiry.priorities);
  return (
    <>
      <div className="field">
        <label htmlFor="correct-businessSize">{label("businessSize")}</label>
        <Problem id="correct-businessSize-error" message={state?.errors.businessSize} />
        <select
          id="correct-businessSize"
          name="businessSize"
          defaultValue={size}
          aria-describedby={state?.errors.businessSize ? "correct-businessSize-error" : undefined}
        >
          <option value="">Not given</option>
          {BUSINESS_SIZES.map((each) => (
            <option key={each} value={each}>
              {formatBusinessSize(each)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>{CONTACT_FORM.labels.priorities}</legend>
        <Problem id="correct-priorities-error" message={state?.errors.priorities} />
        {LEGAL_PRIORITIES.map((priority, index) => (
          <div key={priority} className="checkbox">
            <input
              id={`correct-priority-${index}`}
              type="checkbox"
              name="priorities"
              value={priority}
              defaultChecked={chosen.has(priority)}
            />
            <label htmlFor={`correct-priority-${index}`}>{priority}</label>
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** Every field the visitor filled, as the form labels it, to correct (APP 13); the old values are overwritten, not kept. */
export function CorrectionForm({
  enquiry,
  staff,
  state,
}: {
  enquiry: StoredEnquiry;
  staff: SignedInStaff;
  state?: CorrectionState;
}) {
  const messageError = state?.errors.message;
  return (
    <section aria-labelledby="correct-heading">
      <h2 id="correct-heading">Correct</h2>
      <p>Change what is wrong and save: checked as the contact form checks it. The old values are not kept.</p>
      {state ? (
        <p role="alert" className="problem">
          Nothing was corrected: fix the fields marked below.
        </p>
      ) : null}
      <form method="post" action={`/inbox/${enquiry.id}/correct`} className="action" noValidate>
        <CsrfField staff={staff} />
        {(["name", "company", "role", "email", "phone"] as const).map((field) => (
          <TextField key={field} field={field} state={state} enquiry={enquiry} />
        ))}
        <ChoiceFields state={state} enquiry={enquiry} />
        <div className="field">
          <label htmlFor="correct-message">{label("message")}</label>
          <Problem id="correct-message-error" message={messageError} />
          <textarea
            id="correct-message"
            name="message"
            rows={6}
            defaultValue={state ? asText(state.values.message) : enquiry.message}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? "correct-message-error" : undefined}
          />
        </div>
        <button type="submit">Save corrections</button>
      </form>
    </section>
  );
}
