import express from "express";
import { ENQUIRY_LIMITS } from "../../../shared/content/contact-form";

/**
 * Every field at its limit in any script must fit: a character outside the BMP is 4 bytes of UTF-8,
 * 12 once percent-encoded (or as a JSON surrogate pair), plus room for the names, checkboxes and token.
 */
export const BODY_LIMIT_BYTES = Object.values(ENQUIRY_LIMITS).reduce((sum: number, max: number) => sum + max, 0) * 12 + 8 * 1024;

/** The no-JavaScript form's body. */
export const readForm = express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, type: "application/x-www-form-urlencoded" });

/** The form with JavaScript posts JSON. */
export function readJson() {
  return express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: "application/json" });
}
