/**
 * How long the site keeps what a visitor sends (privacy policy, "Information We Collect" and "Data
 * Retention"). Browser-safe, so the policy's copy and the server's deletion jobs read the same
 * numbers: these are the only source of the periods. No environment variable changes them (the
 * server refuses to start with ENQUIRY_RETENTION_DAYS set to another period, server/platform/config.ts): to
 * keep enquiries for another period, change the constant here and rebuild, and the policy follows.
 */

/** Enquiries, and their mail notifications, are deleted this many days after they were received. */
export const ENQUIRY_RETENTION_DAYS = 730;

/**
 * Enquiries held back as likely spam (quarantined: a filled-in honeypot or a fill faster than a
 * person types; never mailed) are deleted sooner: this many days after they were received. Enquiries
 * the checks flag for another reason are mailed, marked for checking, and kept like any other.
 */
export const SPAM_RETENTION_DAYS = 30;

/**
 * Cleared from an enquiry this many days after it was received: the salted hash of the client's IP
 * address, and what is derived from the request rather than typed in (the form token with its issue
 * time, the hashed idempotency key and the request fingerprint).
 */
export const CLIENT_HASH_RETENTION_DAYS = 30;

/**
 * Backups of the enquiry store are deleted this many days after they were made
 * (`npm run enquiries -- prune-backups DIR`). A backup holds every row, spam and client hashes
 * included, so this is the shortest period the policy gives anything in it: what the database has
 * deleted is gone from every backup at most this many days later.
 */
export const BACKUP_RETENTION_DAYS = 30;

/**
 * The staff audit trail (who signed in to the staff area, and who viewed, exported, corrected,
 * changed or deleted which enquiry, and when) keeps each entry this many days after it was made: as
 * long as the enquiries it is about, so that what happened to any enquiry still held can be answered.
 * An entry holds the enquiry's id and no content of it, so it may outlive the enquiry.
 */
export const AUDIT_RETENTION_DAYS = 730;

/** The server's request log (stdout) is kept this long by whoever runs it: journald, Docker or a log store (docs/operations.md, "Logs"). */
export const LOG_RETENTION_DAYS = 30;

/** Rate-limit counters, keyed by the salted client hash, are deleted within this many hours of their window ending. */
export const RATE_LIMIT_COUNTER_RETENTION_HOURS = 2;
