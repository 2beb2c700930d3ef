import { pollingLoop, type PollingWorker } from "./polling-loop";
import type { Logger } from "../platform/logger";
import { processCounts } from "../platform/process-counts";
import type { Mailer } from "./mailer";
import { deliverStaffMail } from "./staff-mail";
import type { EnquiryStore } from "./store";

/**
 * Delivers the outbox: polls for due notifications, mails them one at a time, and retries with
 * exponential backoff up to a cap, for as long as the enquiry is kept: a notification is never
 * given up on. Rows live in the store, so a restart picks up where the last run stopped; a send
 * cut short by a crash is retried once its lease runs out. Each pass also sends the one reminder
 * of each enquiry whose reply is late, and, from DIGEST_HOUR Brisbane time, the day's digest of
 * quarantined enquiries: both claimed from the store like a notification, so one instance sends each.
 */
/** Sends each stored enquiry's notification, and the staff's reminders and digests. */
export type OutboxWorker = PollingWorker;

interface OutboxWorkerOptions {
  readonly store: EnquiryStore;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly pollMs?: number;
  /** First retry delay; doubles with each failed attempt up to `maxBackoffMs` (at most hourly). */
  readonly baseBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /** Failures up to this many attempts are logged at warn (a mail server's hiccup); every one after it at error, so alerting fires. */
  readonly fastAttempts?: number;
  /** How long a claimed row is reserved; longer than the mailer's worst-case send. */
  readonly leaseMs?: number;
  /** The clock (tests). */
  readonly now?: () => Date;
}

/** Eight fast attempts span about twenty minutes; after them, one every half hour. */
export const OUTBOX_DEFAULTS = { pollMs: 1_500, baseBackoffMs: 5_000, maxBackoffMs: 30 * 60_000, fastAttempts: 8, leaseMs: 5 * 60_000 } as const;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer, logger } = options;
  const { pollMs, baseBackoffMs, fastAttempts, leaseMs } = { ...OUTBOX_DEFAULTS, ...options };
  const maxBackoffMs = Math.min(options.maxBackoffMs ?? OUTBOX_DEFAULTS.maxBackoffMs, 60 * 60_000);
  const now = options.now ?? (() => new Date());

  async function deliverDue(running: () => boolean) {
    await deliverNotifications(running);
    await deliverStaffMail({ store, mailer, logger, now, leaseMs, running });
  }

  async function deliverNotifications(running: () => boolean) {
    while (running()) {
      const [item] = await store.claimOutbox({ now: now(), limit: 1, leaseMs });
      if (!item) return;
      const log = logger.child({ enquiryId: item.enquiry.id, outboxId: item.outboxId, attempt: item.attempts });
      try {
        await mailer.send(item.enquiry);
        await store.markSent(item.outboxId, now());
        processCounts().notificationsSent += 1;
        log.info("enquiry notification sent");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now().getTime() + retryDelayMs(item.attempts, baseBackoffMs, maxBackoffMs));
        processCounts().notificationFailures += 1;
        await store.markFailed(item.outboxId, reason, retryAt);
        if (item.attempts > fastAttempts) {
          log.error({ err: error, retryAt }, "enquiry notification still failing; will retry (`npm run enquiries -- list` shows it failing)");
        } else {
          log.warn({ err: error, retryAt }, "enquiry notification failed; will retry");
        }
      }
    }
  }

  return pollingLoop({
    pollMs,
    pass: deliverDue,
    onPassFailed: (error) => logger.warn({ err: error }, "outbox pass failed; will retry"),
  });
}
