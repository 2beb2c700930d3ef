import type { ContactFormSeed } from "../hooks/use-contact-form";

/**
 * What the server hands the browser beside the HTML, in a JSON data block (not a script, so the
 * CSP has nothing to allow): only a re-rendered form's values, errors and token.
 */
export interface ClientData {
  readonly contactFormSeed?: ContactFormSeed;
}

export const CLIENT_DATA_ELEMENT_ID = "client-data";
