import { Send } from "./icons";
import { MESSAGE_ROWS } from "../content/behaviour";
import {
  BUSINESS_SIZES,
  CONTACT_FORM,
  ENQUIRY_ERRORS,
  formatBusinessSize,
  LEGAL_PRIORITIES,
  type BusinessSize,
} from "../content/contact-form";
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../lib/enquiry-api";
import { firstInvalidField } from "../lib/enquiry-schema";
import type { EnquiryErrors, EnquiryField } from "../lib/enquiry-values";
import { useContactForm, type ContactFormSeed } from "../hooks/use-contact-form";
import { errorId, Field, FieldError, TextField, type ControlProps } from "./form-field";
import { ServerFragment } from "./server-fragment";
import type { ToastMessage } from "./toast";

const { labels } = CONTACT_FORM;
type TextInputField = "name" | "company" | "role" | "email" | "phone";

/** The single-line inputs, in form order: Name and Company are the only ones marked required (spec section 4). */
const TEXT_INPUTS: readonly {
  field: TextInputField;
  type: "text" | "email" | "tel";
  autoComplete: string;
  required?: boolean;
}[] = [
  { field: "name", type: "text", autoComplete: "name", required: true },
  { field: "company", type: "text", autoComplete: "organization", required: true },
  { field: "role", type: "text", autoComplete: "organization-title" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", autoComplete: "tel" },
];

type Control = (field: EnquiryField, ...describedBy: string[]) => ControlProps;

/** "Email or phone" is one problem of two fields: its message shows once, under Email, and Phone points to it. */
function isEmailOrPhoneMissing(errors: EnquiryErrors): boolean {
  return errors.email === ENQUIRY_ERRORS.emailOrPhone.required;
}

/** What ties each control to its message and hints, and which control a form sent back with errors focuses. */
function controlsFor(errors: EnquiryErrors, seededFocus: EnquiryField | undefined): Control {
  const pairMissing = isEmailOrPhoneMissing(errors);
  return (field, ...describedBy) => {
    const id = `enquiry-${field}`;
    const messageId = field === "phone" && pairMissing ? errorId("enquiry-email") : errors[field] ? errorId(id) : "";
    return {
      id,
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": [...describedBy, messageId].filter(Boolean).join(" ") || undefined,
      autoFocus: seededFocus === field,
    };
  };
}

/**
 * The enquiry form. Without JavaScript it posts to /contact; with JavaScript the hook takes over
 * the submit. Either way the one schema (enquiry-schema.ts) judges it and each problem gets one
 * message at its field, in the same words: the form is `noValidate`, so the browser's own bubbles
 * (its words, at one field at a time) never stand in for them; `required` still tells assistive
 * technology. A form the server sent back with errors puts the first invalid field in focus
 * (autofocus works without JavaScript).
 */
export function ContactForm({ seed, onStored }: { readonly seed?: ContactFormSeed; readonly onStored?: () => void }) {
  const form = useContactForm(seed, onStored);
  const { values, errors, sending, failure, submit, formRef } = form;
  const control = controlsFor(errors, seed?.errors ? firstInvalidField(seed.errors) : undefined);

  return (
    <form
      ref={formRef}
      className="contact-form"
      action={CONTACT_FORM_ACTION}
      method="post"
      onSubmit={submit}
      aria-label="Enquiry form"
      noValidate
    >
      {seed?.notice ? <NotSentNotice notice={seed.notice} /> : null}
      <p id="enquiry-contact-hint" className="field__hint">
        {labels.emailOrPhoneHint}
      </p>
      <ContactDetails form={form} control={control} />
      <PrioritiesFieldset form={form} control={control} />
      <Field id="enquiry-message" label={labels.message} error={errors.message} wide>
        <textarea
          {...control("message")}
          rows={MESSAGE_ROWS}
          value={values.message}
          onChange={(event) => form.setField("message", event.target.value)}
        />
      </Field>
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={seed?.token ?? ""} />

      <ServerFragment fragment="home/collection-notice" />

      {/* Never disabled while sending: a disabled button would drop the visitor's focus to the page.
          The hook ignores a second press until the first send has an answer. */}
      <button
        type="submit"
        className="button button--primary contact-form__submit"
        aria-disabled={sending}
        aria-describedby={failure ? FAILURE_ID : undefined}
      >
        <Send aria-hidden="true" size={18} />
        {sending ? CONTACT_FORM.sending : CONTACT_FORM.submit}
      </button>
      {failure ? <SendFailure failure={failure} /> : null}
    </form>
  );
}

const FAILURE_ID = "enquiry-send-failure";

/**
 * Why the last send did not go through and the other ways to reach a person, beside Send until the
 * visitor sends again. Not a live region: the toast announces it once; Send is described by it.
 */
function SendFailure({ failure }: { readonly failure: ToastMessage }) {
  return (
    <div id={FAILURE_ID} className="contact-form__failure">
      <p className="contact-form__notice-title">{failure.title}</p>
      {failure.description ? <p>{failure.description}</p> : null}
      <ServerFragment fragment="home/reach-footer" />
    </div>
  );
}

/** Why a form came back without being sent (the store was down). */
function NotSentNotice({ notice }: { readonly notice: NonNullable<ContactFormSeed["notice"]> }) {
  return (
    <div className="contact-form__notice" role="alert">
      <p className="contact-form__notice-title">{notice.title}</p>
      <p>{notice.description}</p>
    </div>
  );
}

type ContactFormState = ReturnType<typeof useContactForm>;
interface PartProps {
  readonly form: ContactFormState;
  readonly control: Control;
}

/** Who is asking: the single-line inputs and the business size, in a grid. */
function ContactDetails({ form: { values, errors, setField }, control }: PartProps) {
  const pairMissing = isEmailOrPhoneMissing(errors);
  return (
    <div className="contact-form__grid">
      {TEXT_INPUTS.map(({ field, type, autoComplete, required }) => (
        <TextField
          key={field}
          control={field === "email" || field === "phone" ? control(field, "enquiry-contact-hint") : control(field)}
          label={labels[field]}
          required={required}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(value) => setField(field, value)}
          error={field === "phone" && pairMissing ? undefined : errors[field]}
        />
      ))}
      <Field id="enquiry-businessSize" label={labels.businessSize} error={errors.businessSize}>
        <select
          {...control("businessSize")}
          value={values.businessSize}
          onChange={(event) => setField("businessSize", event.target.value as BusinessSize | "")}
        >
          <option value="">{CONTACT_FORM.businessSizePlaceholder}</option>
          {BUSINESS_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatBusinessSize(size)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/** The legal priorities as checkboxes, with their hint and one message for the group. */
function PrioritiesFieldset({ form: { values, errors, toggle }, control }: PartProps) {
  // The group takes focus as any other field would: on its first checkbox.
  const { "aria-describedby": describedBy, autoFocus } = control("priorities", "enquiry-priorities-hint");
  return (
    <fieldset
      className="contact-form__priorities"
      aria-invalid={errors.priorities ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend>{labels.priorities}</legend>
      <p id="enquiry-priorities-hint" className="field__hint">
        ({labels.prioritiesHint})
      </p>
      <div className="checkbox-grid">
        {LEGAL_PRIORITIES.map((priority, index) => (
          <label key={priority} className="checkbox" htmlFor={`enquiry-priority-${index}`}>
            <input
              id={`enquiry-priority-${index}`}
              type="checkbox"
              name="priorities"
              value={priority}
              checked={values.priorities.includes(priority)}
              onChange={() => toggle(priority)}
              autoFocus={autoFocus && index === 0}
            />
            <span>{priority}</span>
          </label>
        ))}
      </div>
      {errors.priorities ? <FieldError id="enquiry-priorities-error" message={errors.priorities} /> : null}
    </fieldset>
  );
}

/** Anti-spam: people never see or reach this field; bots that fill every input give themselves away. */
function Honeypot({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  return (
    <div className="honeypot visually-hidden" aria-hidden="true">
      <label htmlFor="enquiry-website">{CONTACT_FORM.honeypotLabel}</label>
      <input
        id="enquiry-website"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
