import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_FORM, ENQUIRY_ERRORS } from "../content/contact-form";
import { useToast, type ToastMessage } from "../components/toast";
import {
  ENQUIRY_API_PATH,
  ENQUIRY_TOKEN_PATH,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  MIN_FILL_TIME_MS,
  type EnquiryValidationResponse,
  type FormTokenResponse,
} from "../lib/enquiry-api";
import { firstInvalidField, isGiven, parseEnquiry } from "../lib/enquiry-schema";
import { emptyEnquiry, togglePriority, type EnquiryErrors, type EnquiryField, type EnquiryValues } from "../lib/enquiry-values";
import type { LegalPriority } from "../content/contact-form";

export interface ContactFormSeed {
  readonly values?: EnquiryValues;
  readonly errors?: EnquiryErrors;
  /** A fill-time token issued with a re-rendered form (the page itself is cached, so has none). */
  readonly token?: string;
  /** Why the form came back without being sent (the store was down), shown above the fields. */
  readonly notice?: { readonly title: string; readonly description: string };
}

/** The two fields of which at least one must be given, so the practice can reply. */
const PAIR: readonly EnquiryField[] = ["email", "phone"];

/** A token is fetched again once it is this old, well inside the server's 24 hours. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000;
const TOKEN_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** Allowance for the trip to the server when waiting out the minimum fill time. */
const FILL_TIME_MARGIN_MS = 250;

interface HeldToken {
  readonly value: string;
  readonly receivedAt: number;
}

/** The contact form's whole state and its submit, in one place. */
export function useContactForm(seed: ContactFormSeed = {}) {
  const [values, setValues] = useState<EnquiryValues>(() => seed.values ?? emptyEnquiry());
  const [errors, setErrors] = useState<EnquiryErrors>(() => seed.errors ?? {});
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const showToast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  // One key per submission: kept across retries of the same values so the server stores it once.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const token = useRef<HeldToken | undefined>(undefined);
  const seedToken = seed.token;

  const loadToken = useCallback(async (): Promise<HeldToken> => {
    const response = await fetch(ENQUIRY_TOKEN_PATH, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) throw new Error(`token request answered ${response.status}`);
    const { token: value } = (await response.json()) as FormTokenResponse;
    token.current = { value, receivedAt: Date.now() };
    return token.current;
  }, []);

  // The page is cached and the same for everyone, so the token comes from the API once the form is live.
  useEffect(() => {
    if (seedToken) token.current = { value: seedToken, receivedAt: Date.now() };
    else loadToken().catch(() => {}); // Tried again when the visitor sends.
    const timer = window.setInterval(() => {
      if (!token.current || Date.now() - token.current.receivedAt > TOKEN_REFRESH_MS) loadToken().catch(() => {});
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [loadToken, seedToken]);

  const focusField = useCallback((field: EnquiryField | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, []);

  const setField = useCallback(<K extends keyof EnquiryValues>(field: K, value: EnquiryValues[K]) => {
    idempotencyKey.current = undefined;
    setValues((current) => ({ ...current, [field]: value }));
    // Typing clears the field's message; "email or phone" goes from both once either is filled in.
    const answersPair = (field === "email" || field === "phone") && typeof value === "string" && isGiven(value);
    setErrors((current) => {
      const cleared: EnquiryField[] = answersPair ? PAIR.filter((each) => current[each] === ENQUIRY_ERRORS.emailOrPhone.required) : [];
      if (current[field] && current[field] !== ENQUIRY_ERRORS.emailOrPhone.required) cleared.push(field);
      if (cleared.length === 0) return current;
      return { ...current, ...Object.fromEntries(cleared.map((each) => [each, undefined])) };
    });
  }, []);

  const toggle = useCallback((priority: LegalPriority) => {
    idempotencyKey.current = undefined;
    setValues((current) => ({ ...current, priorities: togglePriority(current.priorities, priority) }));
    setErrors((current) => (current.priorities ? { ...current, priorities: undefined } : current));
  }, []);

  // Each message sits at its field and the first field takes focus, which reads its message out:
  // the same as the server's answer without JavaScript, with no second notice over the form.
  const showInvalid = useCallback(
    (fieldErrors: EnquiryErrors) => {
      setErrors(fieldErrors);
      focusField(firstInvalidField(fieldErrors));
    },
    [focusField],
  );

  const send = useCallback(async () => {
    const checked = parseEnquiry(values);
    if (!checked.ok) {
      showInvalid(checked.errors);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const key = idempotencyKey.current;
    try {
      const held = token.current ?? (await loadToken());
      const wait = held.receivedAt + MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch(ENQUIRY_API_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json", [IDEMPOTENCY_KEY_HEADER]: key },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: held.value }),
      });
      if (response.status === 201) {
        // Spec section 4: the toast, then every field reset; only now is the enquiry safely stored.
        showToast({ title: CONTACT_FORM.success.title, description: CONTACT_FORM.success.description, tone: "success" });
        if (idempotencyKey.current === key) idempotencyKey.current = undefined;
        // A token carries one enquiry: the next one from this page needs its own.
        if (token.current === held) token.current = undefined;
        loadToken().catch(() => {});
        setValues(emptyEnquiry());
        setErrors({});
        setHoneypot("");
        return;
      }
      const body = (await response.json().catch(() => undefined)) as Partial<EnquiryValidationResponse> | undefined;
      if (response.status === 400 && body?.error === "validation" && body.fields) showInvalid(body.fields);
      else showToast(failureToast(response.status === 429 ? "rateLimited" : response.status === 503 ? "unavailable" : "unexpected"));
    } catch {
      // fetch rejects only when no answer came back: offline, DNS, a dropped connection.
      showToast(failureToast("network"));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [values, honeypot, loadToken, showInvalid, showToast]);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // Spec section 4: the submit is not sent as a normal page post.
      event.preventDefault();
      if (sendingRef.current) return;
      void send();
    },
    [send],
  );

  return { values, errors, sending, honeypot, setHoneypot, setField, toggle, submit, formRef };
}

function failureToast(kind: keyof typeof CONTACT_FORM.failure): ToastMessage {
  return { ...CONTACT_FORM.failure[kind], tone: "error" };
}

/** crypto.randomUUID needs a secure context; plain-HTTP previews fall back to getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
