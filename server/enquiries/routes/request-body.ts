import express from "express";
import { ENQUIRY_LIMITS, LEGAL_PRIORITIES } from "../../../shared/content/contact-form";
import { ENQUIRY_FIELDS } from "../../../shared/lib/enquiry-schema";

/**
 * Every field at its limit in any script must fit: a character outside the BMP is 4 bytes of UTF-8,
 * 12 once percent-encoded (or as a JSON surrogate pair), plus room for the names, checkboxes and token.
 */
export const BODY_LIMIT_BYTES =
  Object.values(ENQUIRY_LIMITS).reduce((sum: number, max: number) => sum + max, 0) * 12 + 8 * 1024;

/**
 * The most name=value pairs the form can send (every field, every priority ticked, the honeypot and
 * the token), doubled for a browser that adds its own. A body with more is refused (413) before it is
 * parsed: parsing 800 pairs took about 0.8 ms, and a flood of such posts held every other request up.
 */
export const FORM_PARAMETER_LIMIT = (ENQUIRY_FIELDS.length + LEGAL_PRIORITIES.length + 2) * 2;

/** The no-JavaScript form's body. */
export const readForm = express.urlencoded({
  limit: BODY_LIMIT_BYTES,
  parameterLimit: FORM_PARAMETER_LIMIT,
  extended: false,
  type: "application/x-www-form-urlencoded",
});

/** The form with JavaScript posts JSON. */
export function readJson() {
  return express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: "application/json" });
}
