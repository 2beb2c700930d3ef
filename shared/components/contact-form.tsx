import type { ReactNode } from "react";
import { Send } from "lucide-react";
import { MESSAGE_ROWS } from "../content/behaviour";
import { BUSINESS_SIZES, CONTACT_FORM, formatBusinessSize, LEGAL_PRIORITIES, type BusinessSize } from "../content/contact-form";
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../lib/enquiry-api";
import { firstInvalidField } from "../lib/enquiry-schema";
import type { EnquiryField } from "../lib/enquiry-values";
import { useContactForm, type ContactFormSeed } from "../hooks/use-contact-form";

const { labels } = CONTACT_FORM;

/**
 * The enquiry form. Without JavaScript it posts to /contact; with JavaScript the hook takes over
 * the submit. Name and Company rely on the browser's own required check. A form the server sent
 * back with errors puts the first invalid field in focus (autofocus works without JavaScript).
 */
export function ContactForm({ seed }: { readonly seed?: ContactFormSeed }) {
  const { values, errors, sending, honeypot, setHoneypot, setField, toggle, submit, formRef } = useContactForm(seed);
  const seededFocus = seed?.errors ? firstInvalidField(seed.errors) : undefined;

  const describedBy = (field: EnquiryField, ...extra: string[]) =>
    [...extra, errors[field] ? `enquiry-${field}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form ref={formRef} className="contact-form" action={CONTACT_FORM_ACTION} method="post" onSubmit={submit} aria-label="Enquiry form">
      {seed?.notice ? (
        <div className="contact-form__notice" role="alert">
          <p className="contact-form__notice-title">{seed.notice.title}</p>
          <p>{seed.notice.description}</p>
        </div>
      ) : null}
      <div className="contact-form__grid">
        <Field id="enquiry-name" label={<RequiredLabel text={labels.name} />} error={errors.name}>
          <input
            id="enquiry-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => setField("name", event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            autoFocus={seededFocus === "name"}
          />
        </Field>
        <Field id="enquiry-company" label={<RequiredLabel text={labels.company} />} error={errors.company}>
          <input
            id="enquiry-company"
            name="company"
            type="text"
            autoComplete="organization"
            required
            value={values.company}
            onChange={(event) => setField("company", event.target.value)}
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy("company")}
            autoFocus={seededFocus === "company"}
          />
        </Field>
        <Field id="enquiry-role" label={labels.role} error={errors.role}>
          <input
            id="enquiry-role"
            name="role"
            type="text"
            autoComplete="organization-title"
            value={values.role}
            onChange={(event) => setField("role", event.target.value)}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={describedBy("role")}
            autoFocus={seededFocus === "role"}
          />
        </Field>
        <Field id="enquiry-phone" label={labels.phone} error={errors.phone}>
          <input
            id="enquiry-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => setField("phone", event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            autoFocus={seededFocus === "phone"}
          />
        </Field>
        <Field id="enquiry-businessSize" label={labels.businessSize} error={errors.businessSize} wide>
          <select
            id="enquiry-businessSize"
            name="businessSize"
            value={values.businessSize}
            onChange={(event) => setField("businessSize", event.target.value as BusinessSize | "")}
            aria-invalid={errors.businessSize ? true : undefined}
            aria-describedby={describedBy("businessSize")}
            autoFocus={seededFocus === "businessSize"}
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

      <fieldset
        className="contact-form__priorities"
        aria-invalid={errors.priorities ? true : undefined}
        aria-describedby={describedBy("priorities", "enquiry-priorities-hint")}
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
                autoFocus={seededFocus === "priorities" && index === 0}
              />
              <span>{priority}</span>
            </label>
          ))}
        </div>
        {errors.priorities ? <FieldError id="enquiry-priorities-error" message={errors.priorities} /> : null}
      </fieldset>

      <Field id="enquiry-message" label={labels.message} error={errors.message} wide>
        <textarea
          id="enquiry-message"
          name="message"
          rows={MESSAGE_ROWS}
          value={values.message}
          onChange={(event) => setField("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          autoFocus={seededFocus === "message"}
        />
      </Field>

      {/* Anti-spam: people never see or reach this field; bots that fill every input give themselves away. */}
      <div className="honeypot visually-hidden" aria-hidden="true">
        <label htmlFor="enquiry-website">{CONTACT_FORM.honeypotLabel}</label>
        <input
          id="enquiry-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={seed?.token ?? ""} />

      <button type="submit" className="button button--primary contact-form__submit" disabled={sending} aria-disabled={sending}>
        <Send aria-hidden="true" size={18} />
        {sending ? CONTACT_FORM.sending : CONTACT_FORM.submit}
      </button>
    </form>
  );
}

function RequiredLabel({ text }: { readonly text: string }) {
  // "Name *": the asterisk is visual; `required` tells assistive technology.
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

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

function Field({ id, label, error, wide, children }: FieldProps) {
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

function FieldError({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}
