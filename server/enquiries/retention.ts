import {
  AUDIT_RETENTION_DAYS,
  CLIENT_HASH_RETENTION_DAYS,
  ENQUIRY_RETENTION_DAYS,
  SPAM_RETENTION_DAYS,
} from "../../shared/lib/retention";
import type { Logger } from "../platform/logger";
import type { EnquiryStore, PurgeOptions } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The purge cut-offs at `now`: enquiries older than `retentionDays` (the privacy policy's period,
 * which is the only one the server and the staff CLI use; tests pass others), spam older than
 * SPAM_RETENTION_DAYS (or the shorter of the two).
 */
export function retentionCutoffs(
  now: Date,
  retentionDays: number = ENQUIRY_RETENTION_DAYS,
): Pick<PurgeOptions, "before" | "spamBefore"> {
  return {
    before: new Date(now.getTime() - retentionDays * DAY_MS),
    spamBefore: new Date(now.getTime() - Math.min(retentionDays, SPAM_RETENTION_DAYS) * DAY_MS),
  };
}

interface RetentionOptions {
  readonly store: EnquiryStore;
  readonly logger: Logger;
  readonly now?: () => Date;
  readonly everyMs?: number;
}

/**
 * The privacy policy's promises, kept by the server: now and hourly, deletes the enquiries past
 * their retention (ENQUIRY_RETENTION_DAYS, the policy's own constant: no setting changes it) with
 * their outbox rows, clears expired client hashes and what else was derived from the request, and
 * deletes expired rate-limit counters and audit trail entries past AUDIT_RETENTION_DAYS. Logs counts, never content. Returns a function that stops it.
 */
export function scheduleRetention({
  store,
  logger,
  now = () => new Date(),
  everyMs = RETENTION_CHECK_EVERY_MS,
}: RetentionOptions): () => void {
  const retentionDays = ENQUIRY_RETENTION_DAYS;
  let running: Promise<void> | undefined;
  const apply = async () => {
    const at = now();
    try {
      const purged = await store.purgeEnquiries(retentionCutoffs(at, retentionDays));
      if (purged.length > 0) {
        const spam = purged.filter((enquiry) => enquiry.spam).length;
        logger.info({ deleted: purged.length, spam, retentionDays }, "enquiries past their retention deleted");
      }
    } catch (error) {
      logger.warn({ err: error }, "could not delete enquiries past their retention; will try again within the hour");
    }
    try {
      const cleared = await store.forgetClientHashes(new Date(at.getTime() - CLIENT_HASH_RETENTION_DAYS * DAY_MS));
      if (cleared > 0) logger.info({ cleared }, "expired client hashes cleared");
    } catch (error) {
      logger.warn({ err: error }, "could not clear expired client hashes");
    }
    try {
      const audit = await store.inbox.forgetAuditBefore(new Date(at.getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
      if (audit > 0)
        logger.info(
          { audit, auditRetentionDays: AUDIT_RETENTION_DAYS },
          "audit trail entries past their retention deleted",
        );
    } catch (error) {
      logger.warn({ err: error }, "could not delete audit trail entries past their retention");
    }
    try {
      const counters = await store.forgetExpiredCounters(at);
      if (counters > 0) logger.info({ counters }, "expired rate-limit counters deleted");
    } catch (error) {
      logger.warn({ err: error }, "could not delete expired rate-limit counters");
    }
  };
  const tick = () => {
    // A slow store must not stack runs up.
    running ??= apply().finally(() => {
      running = undefined;
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
