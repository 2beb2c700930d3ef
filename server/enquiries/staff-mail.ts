import type { Logger } from "../platform/logger";
import type { Mailer } from "./mailer";
import { composeDigest, composeReminder } from "./reply-mail";
import { brisbaneDay, brisbaneHour } from "./reply-due";
import type { EnquiryStore } from "./store";

/** The quarantine digest goes from 8 am Brisbane time, early in the business day it is read in. */
const DIGEST_HOUR = 8;
/** A reminder or digest that failed is tried again this much later. */
const STAFF_MAIL_RETRY_MS = 10 * 60_000;

interface StaffMailPass {
  readonly store: EnquiryStore;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly leaseMs: number;
  /** False once the worker is stopping: nothing new is claimed. */
  readonly running: () => boolean;
}

/**
 * One pass of the mails that keep the reply promise, run by the outbox worker after the
 * notifications: the one reminder of each enquiry whose reply is late and unrecorded, then (from
 * DIGEST_HOUR) the day's digest of quarantined enquiries. Each is claimed from the store first,
 * so with several instances one sends it; a failed one is tried again later.
 */
export async function deliverStaffMail(pass: StaffMailPass): Promise<void> {
  await deliverReminders(pass);
  await deliverDigest(pass);
}

async function deliverReminders({ store, mailer, logger, now, leaseMs, running }: StaffMailPass) {
  while (running()) {
    const [enquiry] = await store.claimReminders({ now: now(), limit: 1, leaseMs });
    if (!enquiry) return;
    const log = logger.child({ enquiryId: enquiry.id });
    try {
      await mailer.sendToStaff(composeReminder(enquiry));
      await store.markReminderSent(enquiry.id, now());
      log.info("late reply reminder sent");
    } catch (error) {
      await store.markReminderFailed(enquiry.id, new Date(now().getTime() + STAFF_MAIL_RETRY_MS));
      log.warn({ err: error }, "late reply reminder failed; will retry");
    }
  }
}

async function deliverDigest({ store, mailer, logger, now, leaseMs, running }: StaffMailPass) {
  const at = now();
  if (!running() || brisbaneHour(at) < DIGEST_HOUR) return;
  const day = brisbaneDay(at);
  const named = await store.claimDigest({ day, now: at, leaseMs });
  if (!named) return;
  if (named.length === 0) return store.markDigestSent(day, at);
  try {
    await mailer.sendToStaff(composeDigest(named));
    await store.markDigestSent(day, now());
    logger.info({ day, quarantined: named.length }, "quarantine digest sent");
  } catch (error) {
    await store.markDigestFailed(day, new Date(now().getTime() + STAFF_MAIL_RETRY_MS));
    logger.warn({ err: error, day }, "quarantine digest failed; will retry");
  }
}
