/**
 * How long the site keeps what a visitor sends (privacy policy, "Data Retention"). Browser-safe, so
 * the policy's copy and the server's deletion jobs read the same numbers.
 */

/** Enquiries, and their mail notifications, are deleted this many days after they were received (the server's ENQUIRY_RETENTION_DAYS default). */
export const ENQUIRY_RETENTION_DAYS = 730;

/** Enquiries the anti-spam checks flagged are deleted sooner: this many days after they were received. */
export const SPAM_RETENTION_DAYS = 30;

/** The salted hash of the client's IP address kept with an enquiry is cleared after this many days. */
export const CLIENT_HASH_RETENTION_DAYS = 30;
