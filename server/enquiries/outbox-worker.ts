import { pollingLoop, type PollingWorker } from "./polling-loop";
import type { Logger } from "../platform/logger";
import { processCounts } from "../platform/process-counts";
import type { Mailer } from "./mailer";
import { deliverStaffMail } from "./staff-mail";
import type { EnquiryStore } from "./store";
import { attemptDelivery, retryPolicy, type RetryOptions } from "./retrying-delivery";

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

interface OutboxWorkerOptions extends RetryOptions {
  readonly store: EnquiryStore;
  readonly mailer: Mailer;
  readonly logger: Logger;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer, logger } = options;
  const policy = retryPolicy(options);
  const { pollMs, leaseMs, now } = policy;

  async function deliverDue(running: () => boolean) {
    await deliverNotifications(running);
    await deliverStaffMail({ store, mailer, logger, now, leaseMs, running });
  }

  async function deliverNotifications(running: () => boolean) {
    while (running()) {
      const [item] = await store.claimOutbox({ now: now(), limit: 1, leaseMs });
      if (!item) return;
      const log = logger.child({ enquiryId: item.enquiry.id, outboxId: item.outboxId, attempt: item.attempts });
      const sent = await attemptDelivery(policy, {
        attempts: item.attempts,
        log,
        send: () => mailer.send(item.enquiry),
        markDelivered: (at) => store.markSent(item.outboxId, at),
        markFailed: (reason, retryAt) => store.markFailed(item.outboxId, reason, retryAt),
        said: {
          delivered: "enquiry notification sent",
          failed: "enquiry notification failed; will retry",
          stillFailing: "enquiry notification still failing; will retry (`npm run enquiries -- list` shows it failing)",
        },
      });
      if (sent) processCounts().notificationsSent += 1;
      else processCounts().notificationFailures += 1;
    }
  }

  return pollingLoop({
    pollMs,
    pass: deliverDue,
    onPassFailed: (error) => logger.warn({ err: error }, "outbox pass failed; will retry"),
  });
}
