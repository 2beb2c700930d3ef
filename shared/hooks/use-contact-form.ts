import { useCallback, useState, type FormEvent } from "react";
import { CONTACT_FORM } from "../content/contact-form";
import { useToast } from "../components/toast";
import { emptyEnquiry, togglePriority, type EnquiryErrors, type EnquiryValues } from "../lib/enquiry-values";
import type { LegalPriority } from "../content/contact-form";

export interface ContactFormSeed {
  readonly values?: EnquiryValues;
  readonly errors?: EnquiryErrors;
}

/** The contact form's whole state and its submit, in one place. */
export function useContactForm(seed: ContactFormSeed = {}) {
  const [values, setValues] = useState<EnquiryValues>(() => seed.values ?? emptyEnquiry());
  const [errors, setErrors] = useState<EnquiryErrors>(() => seed.errors ?? {});
  const [sending, setSending] = useState(false);
  const showToast = useToast();

  const setField = useCallback(<K extends keyof EnquiryValues>(field: K, value: EnquiryValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const toggle = useCallback((priority: LegalPriority) => {
    setValues((current) => ({ ...current, priorities: togglePriority(current.priorities, priority) }));
  }, []);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // Spec section 4: the submit is not sent as a normal page post.
      event.preventDefault();
      if (sending) return;
      setSending(true);
      showToast({ title: CONTACT_FORM.success.title, description: CONTACT_FORM.success.description, tone: "success" });
      setValues(emptyEnquiry());
      setErrors({});
      setSending(false);
    },
    [sending, showToast],
  );

  return { values, errors, sending, setField, toggle, submit };
}
