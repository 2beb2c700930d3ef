import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../server/platform/logger";
import type { Mailer, NotificationMail } from "../../server/enquiries/mailer";
import { createOutboxWorker, type OutboxWorker } from "../../server/enquiries/outbox-worker";
import type { EnquiryStore } from "../../server/enquiries/store";
import { SAMPLE_ENQUIRY } from "./enquiry-fixtures";
import { waitFor } from "./smtp-sink";
import type { StoreContractDatabase } from "./store-contract";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

/** Brisbane time (UTC+10, no daylight saving). */
const brisbane = (local: string) => new Date(`${local}+10:00`);
const RECEIVED = brisbane("2026-04-02T10:00:00"); // the Thursday before Easter
const DUE = brisbane("2026-04-07T17:00:00"); // one business day later: Tuesday, after Good Friday and Easter Monday

/** A mailer that records what staff were sent, slowly enough that a second instance could race it. */
function recordingMailer(sent: NotificationMail[]): Mailer {
  return {
    send: async () => {},
    sendToStaff: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(mail);
    },
    close() {},
  };
}

/**
 * The reply promise as every store keeps it: due times, the replied mark, the overdue list, one
 * reminder per late enquiry and one quarantine digest a day, with two instances (two connections,
 * two outbox workers) on one database.
 */
export function describeReplyContract(name: string, createDatabase: () => Promise<StoreContractDatabase>): void {
  describe(`${name}: keeping the reply promise`, () => {
    let database: StoreContractDatabase;
    let stores: EnquiryStore[];
    let workers: OutboxWorker[];

    beforeEach(async () => {
      database = await createDatabase();
      stores = [await database.open(), await database.open()];
      workers = [];
    });
    afterEach(async () => {
      for (const worker of workers) await worker.stop();
      for (const store of stores) await store.close();
      await database.destroy();
    });

    const startWorkers = (at: () => Date, sent: NotificationMail[]) => {
      workers = stores.map((store) =>
        createOutboxWorker({ store, mailer: recordingMailer(sent), logger, pollMs: 10, now: at }),
      );
      for (const worker of workers) worker.start();
    };

    it("keeps the due time, lists the late and unreplied as overdue, and records who replied", async () => {
      const [store] = stores as [EnquiryStore];
      const late = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: RECEIVED, replyDueAt: DUE });
      const replied = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Replied" },
        receivedAt: RECEIVED,
        replyDueAt: DUE,
      });
      await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Not yet due" },
        receivedAt: RECEIVED,
        replyDueAt: brisbane("2026-04-09T17:00:00"),
      });
      await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Spam" },
        receivedAt: RECEIVED,
        replyDueAt: DUE,
        spam: "honeypot",
      });
      expect(await store.getEnquiry(late.id)).toMatchObject({
        replyDueAt: DUE.toISOString(),
        repliedAt: null,
        repliedBy: null,
      });

      const at = brisbane("2026-04-07T18:00:00");
      expect(await store.markReplied(replied.id, "Example Director", brisbane("2026-04-07T16:00:00"))).toMatchObject({
        repliedAt: brisbane("2026-04-07T16:00:00").toISOString(),
        repliedBy: "Example Director",
      });
      expect((await store.listEnquiries({ overdueAt: at })).map((enquiry) => enquiry.id)).toEqual([late.id]);
      expect(await store.listEnquiries({ overdueAt: brisbane("2026-04-07T16:59:00") })).toEqual([]);
      expect(await store.markReplied("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", null, at)).toBeUndefined();
    });

    it("sends one reminder per late enquiry with two instances' workers, none before it is due, none once replied, and never again after a restart", async () => {
      let now = brisbane("2026-04-07T16:59:00");
      const sent: NotificationMail[] = [];
      const [first] = stores as [EnquiryStore];
      const late = await first.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: RECEIVED, replyDueAt: DUE });
      const replied = await first.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, company: "Replied Co" },
        receivedAt: RECEIVED,
        replyDueAt: DUE,
      });
      await first.markReplied(replied.id, null, brisbane("2026-04-07T09:00:00"));
      startWorkers(() => now, sent);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(sent).toEqual([]);

      now = brisbane("2026-04-07T17:01:00");
      await waitFor(() => sent.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent.map((mail) => mail.subject)).toEqual([
        "Reply overdue since Tue 7 Apr, 5:00 pm: Acme Pty Ltd (Jane Citizen)",
      ]);
      expect(sent[0]?.text).toContain(`npm run enquiries -- replied ${late.id}`);

      // A restart (new connections, new workers) a day later sends nothing more.
      for (const worker of workers) await worker.stop();
      for (const store of stores) await store.close();
      stores = [await database.open(), await database.open()];
      now = brisbane("2026-04-08T07:00:00");
      startWorkers(() => now, sent);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toHaveLength(1);
    });

    it("mails one quarantine digest a day with two instances, naming each quarantined enquiry once with its reason", async () => {
      let now = brisbane("2026-04-07T07:59:00");
      const sent: NotificationMail[] = [];
      const [first] = stores as [EnquiryStore];
      await first.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Held One" },
        receivedAt: RECEIVED,
        spam: "honeypot",
      });
      await first.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Held Two" },
        receivedAt: RECEIVED,
        spam: "token-too-fast",
      });
      await first.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Mailed" },
        receivedAt: RECEIVED,
        spam: "token-expired",
      });
      startWorkers(() => now, sent);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(sent).toEqual([]); // not before 8 am Brisbane time

      now = brisbane("2026-04-07T08:00:00");
      await waitFor(() => sent.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent.map((mail) => mail.subject)).toEqual([
        "Quarantined as likely spam: 2 enquiries since the last digest",
      ]);
      expect(sent[0]?.text).toMatch(/Held One \(Acme Pty Ltd\).*the hidden anti-spam field was filled in/);
      expect(sent[0]?.text).toMatch(/Held Two \(Acme Pty Ltd\).*the form was sent faster than a person can type/);
      expect(sent[0]?.text).not.toContain("Mailed");

      // Later that day, the lease long run out, the sent digest is not sent again.
      now = brisbane("2026-04-07T12:00:00");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toHaveLength(1);

      // The next day's digest names only what was quarantined since.
      await first.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Held Three" },
        receivedAt: brisbane("2026-04-07T12:00:00"),
        spam: "honeypot",
      });
      now = brisbane("2026-04-08T09:00:00");
      await waitFor(() => sent.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toHaveLength(2);
      expect(sent[1]?.subject).toBe("Quarantined as likely spam: 1 enquiry since the last digest");
      expect(sent[1]?.text).toContain("Held Three");
      expect(sent[1]?.text).not.toContain("Held One");
    });
  });
}
