import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { ENQUIRY_ERRORS, type LegalPriority } from "../content/contact-form";
import { firstInvalidField, isGiven } from "../lib/enquiry-schema";
import {
  emptyEnquiry,
  togglePriority,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from "../lib/enquiry-values";

/** The two fields of which at least one must be given, so the practice can reply. */
const PAIR: readonly EnquiryField[] = ["email", "phone"];

/**
 * What the visitor has typed into the enquiry form and the messages at its fields. Every edit makes
 * a new `values` object, and clears the messages it answers.
 */
export function useEnquiryFields(seed: { readonly values?: EnquiryValues; readonly errors?: EnquiryErrors }) {
  const [values, setValues] = useState<EnquiryValues>(() => seed.values ?? emptyEnquiry());
  const [errors, setErrors] = useState<EnquiryErrors>(() => seed.errors ?? {});
  const [honeypot, setHoneypot] = useState("");
  const formRef = useRef<HTMLFormElement>(null);

  // What the visitor typed while the scripts arrived is in the inputs, not in this state, which a
  // submit would judge: "Name is required" beside the name they typed. Taken up once, as hydrated.
  // The form holds every field (priorities aside, by name), so each key reads its control.
  useLayoutEffect(() => {
    const typed = new FormData(formRef.current!);
    setValues((current) => ({
      ...(Object.fromEntries(Object.keys(current).map((key) => [key, typed.get(key)])) as object as EnquiryValues),
      priorities: typed.getAll("priorities") as LegalPriority[],
    }));
  }, []);

  const setField = useCallback(<K extends keyof EnquiryValues>(field: K, value: EnquiryValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Typing clears the field's message; "email or phone" goes from both once either is filled in.
    const answersPair = (field === "email" || field === "phone") && typeof value === "string" && isGiven(value);
    setErrors((current) => {
      const cleared: EnquiryField[] = answersPair
        ? PAIR.filter((each) => current[each] === ENQUIRY_ERRORS.emailOrPhone.required)
        : [];
      if (current[field] && current[field] !== ENQUIRY_ERRORS.emailOrPhone.required) cleared.push(field);
      if (cleared.length === 0) return current;
      return { ...current, ...Object.fromEntries(cleared.map((each) => [each, undefined])) };
    });
  }, []);

  const toggle = useCallback((priority: LegalPriority) => {
    setValues((current) => ({ ...current, priorities: togglePriority(current.priorities, priority) }));
    setErrors((current) => (current.priorities ? { ...current, priorities: undefined } : current));
  }, []);

  // Each message sits at its field and the first field takes focus, which reads its message out:
  // the same as the server's answer without JavaScript, with no second notice over the form.
  const showInvalid = useCallback((fieldErrors: EnquiryErrors) => {
    setErrors(fieldErrors);
    const field = firstInvalidField(fieldErrors);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, []);

  /** Every field empty again, once an enquiry is stored. */
  const reset = useCallback(() => {
    setValues(emptyEnquiry());
    setErrors({});
    setHoneypot("");
  }, []);

  return { values, errors, honeypot, setHoneypot, setField, toggle, showInvalid, reset, formRef };
}
