import { pollingLoop, type PollingWorker } from "./polling-loop";
import type { Logger } from "../platform/logger";
import { attemptDelivery, retryPolicy, type RetryOptions } from "./retrying-delivery";
import type { EnquiryStore, WebhookItem } from "./store";
import type { WebhookSender } from "./webhook-sender";

/**
 * Delivers the webhooks the store holds, as the outbox worker delivers the mail:
 * claimed with a lease (one instance sends each), retried with the same capped exponential backoff
 * for as long as the enquiry is kept, and never given up on. The rows live in the store, so a
 * restart carries on where the last run stopped; a send cut short by a crash goes again when its
 * lease runs out, with the same webhook-id, so the receiver can tell the repeat.
 */
/** Sends each queued webhook to the practice's system. */
export type WebhookWorker = PollingWorker;

export interface WebhookWorkerOptions extends RetryOptions {
  readonly store: EnquiryStore;
  readonly sender: WebhookSender;
  readonly logger: Logger;
  /** How many requests may be in flight at once. */
  readonly concurrency?: number;
}

export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { store, sender, logger } = options;
  // The lease is longer than the sender's timeout, so a slow answer is not taken for a crash and sent twice.
  const policy = retryPolicy(options);
  const { pollMs, leaseMs, now } = policy;
  const concurrency = options.concurrency ?? 4;
  /**
   * A few at once: a receiver that takes a second per request (a hosted automation, say) still keeps
   * up with a burst. Safe for the order of one enquiry's webhooks: the store hands out none while an
   * earlier one of the same enquiry is undelivered, so one batch never holds two of them.
   */
  async function deliverDue(running: () => boolean) {
    while (running()) {
      const items = await store.claimWebhooks({ now: now(), limit: concurrency, leaseMs });
      if (items.length === 0) return;
      await Promise.all(items.map(deliver));
    }
  }

  async function deliver(item: WebhookItem) {
    await attemptDelivery(policy, {
      attempts: item.attempts,
      // Ids only: the body is personal information.
      log: logger.child({
        enquiryId: item.enquiry.id,
        webhookId: item.messageId,
        event: item.type,
        attempt: item.attempts,
      }),
      send: () => sender.send(item),
      markDelivered: (at) => store.markWebhookDelivered(item.deliveryId, at),
      markFailed: (reason, retryAt) => store.markWebhookFailed(item.deliveryId, reason, retryAt),
      said: {
        delivered: "webhook delivered",
        failed: "webhook failed; will retry",
        stillFailing: "webhook still failing; will retry (`npm run enquiries -- retry` makes it due now)",
      },
    });
  }

  return pollingLoop({
    pollMs,
    pass: deliverDue,
    onPassFailed: (error) => logger.warn({ err: error }, "webhook pass failed; will retry"),
  });
}
