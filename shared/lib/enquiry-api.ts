import type { EnquiryErrors } from "./enquiry-values";

/** The enquiry endpoints and their payloads, shared by the form (browser) and the router (server). */
export const ENQUIRY_API_PATH = "/api/enquiries";
export const ENQUIRY_TOKEN_PATH = "/api/enquiries/token";
/** Where the form posts without JavaScript. */
export const CONTACT_FORM_ACTION = "/contact";

/** The hidden honeypot input: people never see it, form-filling bots often fill it in. */
export const HONEYPOT_FIELD = "website";
/** The hidden input carrying the signed fill-time token. */
export const FORM_TOKEN_FIELD = "formToken";
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** A form token is accepted this long after it was issued, and no sooner (people take longer to type). */
export const MIN_FILL_TIME_MS = 3_000;

export interface EnquiryValidationResponse {
  readonly error: "validation";
  readonly fields: EnquiryErrors;
}

export interface FormTokenResponse {
  readonly token: string;
}
