import { useCallback, useRef, useState, type FormEvent } from "react";
import { CONTACT_FORM } from "../content/contact-form";
import { useToast, type ToastMessage } from "../components/toast";
import {
  ENQUIRY_API_PATH,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  MIN_FILL_TIME_MS,
  type EnquiryValidationResponse,
} from "../lib/enquiry-api";
import { parseEnquiry } from "../lib/enquiry-schema";
import type { EnquiryErrors, EnquiryValues } from "../lib/enquiry-values";
import { useEnquiryFields } from "./use-enquiry-fields";
import { useFormToken } from "./use-form-token";

export interface ContactFormSeed {
  readonly values?: EnquiryValues;
  readonly errors?: EnquiryErrors;
  /** A fill-time token issued with a re-rendered form (the page itself is cached, so has none). */
  readonly token?: string;
  /** Why the form came back without being sent (the store was down), shown above the fields. */
  readonly notice?: { readonly title: string; readonly description: string };
}

/** Allowance for the trip to the server when waiting out the minimum fill time. */
const FILL_TIME_MARGIN_MS = 250;

/**
 * The contact form's state and its submit: what was typed (useEnquiryFields), the token (useFormToken),
 * the sending, and why the last send failed (kept until the visitor sends again). `onStored` runs
 * once an enquiry is safely stored.
 */
export function useContactForm(seed: ContactFormSeed = {}, onStored?: () => void) {
  const fields = useEnquiryFields(seed);
  const { values, honeypot, showInvalid, reset } = fields;
  const { token, loadToken } = useFormToken(seed.token);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ToastMessage | undefined>(undefined);
  const showToast = useToast();
  const sendingRef = useRef(false);
  // One key per submission: kept across retries of the same values (the same object: any edit makes
  // a new one) so the server stores it once.
  const submission = useRef<{ readonly values: EnquiryValues; readonly key: string } | undefined>(undefined);

  // The toast goes in seconds; the same words stay beside Send until the visitor sends again.
  const fail = useCallback(
    (message: ToastMessage) => {
      showToast(message);
      setFailure(message);
    },
    [showToast],
  );

  const send = useCallback(async () => {
    const checked = parseEnquiry(values);
    if (!checked.ok) {
      showInvalid(checked.errors);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setFailure(undefined);
    if (submission.current?.values !== values) submission.current = { values, key: newIdempotencyKey() };
    const { key } = submission.current;
    try {
      const held = token.current ?? (await loadToken());
      const wait = held.receivedAt + MIN_FILL_TIME_MS + FILL_TIME_MARGIN_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await postEnquiry(
        { ...values, [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: held.value },
        key,
      );
      if (response.status === 201) {
        // Spec section 4: the toast, then every field reset; only now is the enquiry safely stored.
        // Silent where the lasting confirmation takes focus and says it, so it is heard once.
        showToast({
          title: CONTACT_FORM.success.title,
          description: CONTACT_FORM.success.description,
          tone: "success",
          silent: Boolean(onStored),
        });
        // A token carries one enquiry: the next one from this page needs its own.
        if (token.current === held) token.current = undefined;
        loadToken().catch(() => {});
        reset();
        onStored?.();
        return;
      }
      const body = (await response.json().catch(() => undefined)) as Partial<EnquiryValidationResponse> | undefined;
      if (response.status === 400 && body?.error === "validation" && body.fields) showInvalid(body.fields);
      else
        fail(
          failureToast(
            response.status === 429 ? "rateLimited" : response.status === 503 ? "unavailable" : "unexpected",
          ),
        );
    } catch {
      // fetch rejects only when no answer came back: offline, DNS, a dropped connection.
      fail(failureToast("network"));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [values, honeypot, token, loadToken, showInvalid, reset, showToast, onStored, fail]);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // Spec section 4: the submit is not sent as a normal page post.
      event.preventDefault();
      if (sendingRef.current) return;
      void send();
    },
    [send],
  );

  return { ...fields, sending, failure, submit };
}

function postEnquiry(body: Record<string, unknown>, idempotencyKey: string): Promise<Response> {
  return fetch(ENQUIRY_API_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    },
    body: JSON.stringify(body),
  });
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
