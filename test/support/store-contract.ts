import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  FormTokenUsedError,
  IdempotencyKeyReusedError,
  StoreUnavailableError,
  type EnquiryStore,
} from "../../server/enquiries/store";
import { SAMPLE_ENQUIRY } from "./enquiry-fixtures";
import { describeReplyContract } from "./reply-contract";
import { describeInboxContract } from "./inbox-contract";

/**
 * What every EnquiryStore promises, as one test suite run against each implementation
 * (store-sqlite.test.ts, store-postgres.system.test.ts). `open` may be called more than once on one
 * database: each call is a new connection, as a second server instance (or a restart) would make.
 */
export interface StoreContractDatabase {
  open(): Promise<EnquiryStore>;
  destroy(): Promise<void>;
}

export function describeEnquiryStoreContract(name: string, createDatabase: () => Promise<StoreContractDatabase>): void {
  describeReplyContract(name, createDatabase);
  describeInboxContract(name, createDatabase);
  describe(`${name}: EnquiryStore contract`, () => {
    let database: StoreContractDatabase;
    let store: EnquiryStore;
    const opened: EnquiryStore[] = [];
    const open = async () => {
      const next = await database.open();
      opened.push(next);
      return next;
    };

    beforeEach(async () => {
      database = await createDatabase();
      store = await open();
    });
    afterEach(async () => {
      for (const each of opened.splice(0)) await each.close();
      await database.destroy();
    });

    it("stores an enquiry with a pending notification and reads it back", async () => {
      const receivedAt = new Date("2025-03-04T05:06:07.089Z");
      const { id, duplicate } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, clientHash: "abc", receivedAt });
      expect(duplicate).toBe(false);
      expect(await store.listEnquiries()).toEqual([
        {
          ...SAMPLE_ENQUIRY,
          id,
          receivedAt: receivedAt.toISOString(),
          spam: false,
          spamReason: null,
          notification: "pending",
          correctedAt: null,
          replyDueAt: null,
          repliedAt: null,
          repliedBy: null,
          status: "new",
          assignee: null,
          notificationDetail: {
            attempts: 0,
            lastError: null,
            nextAttemptAt: receivedAt.toISOString(),
            leaseUntil: null,
          },
        },
      ]);
    });

    it("keeps the data when the store is opened again (migrations run once)", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      await store.close();
      const [again, alongside] = await Promise.all([open(), open()]);
      expect((await again.listEnquiries()).map((enquiry) => enquiry.id)).toEqual([id]);
      expect((await alongside.listEnquiries()).map((enquiry) => enquiry.id)).toEqual([id]);
    });

    it("returns the first id for a repeated idempotency key, also from another connection, and stores once", async () => {
      const first = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1" });
      expect(await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1" })).toEqual({
        id: first.id,
        duplicate: true,
      });
      const other = await open();
      expect(await other.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1" })).toEqual({
        id: first.id,
        duplicate: true,
      });
      expect(await store.listEnquiries()).toHaveLength(1);
      expect(await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 })).toHaveLength(1);
    });

    it("stores concurrent submissions with one idempotency key once, and answers all with its id", async () => {
      const other = await open();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? other : store).insertEnquiry({
            enquiry: { ...SAMPLE_ENQUIRY, name: `Try ${index}` },
            idempotencyKey: "same-key",
          }),
        ),
      );
      const [first] = results;
      expect(results.every((result) => result.id === first?.id)).toBe(true);
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      expect(await store.listEnquiries()).toHaveLength(1);
      expect(await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 })).toHaveLength(1);
    });

    it("stores spam without a notification and hides it unless asked", async () => {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot" });
      expect(await store.listEnquiries()).toEqual([]);
      const [spam] = await store.listEnquiries({ includeSpam: true });
      expect(spam).toMatchObject({ spam: true, spamReason: "honeypot", notification: null });
      expect(await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 })).toEqual([]);
    });

    it("mails an enquiry flagged for checking but quarantines honeypot and too-fast ones", async () => {
      await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Checked" }, spam: "token-expired" });
      await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Bot" }, spam: "token-too-fast" });
      expect(await store.listEnquiries()).toMatchObject([
        { name: "Checked", spam: false, spamReason: "token-expired", notification: "pending" },
      ]);
      expect(await store.listEnquiries({ includeSpam: true })).toHaveLength(2);
    });

    it("takes one form token for one enquiry, also across connections", async () => {
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, formToken: "token-1" });
      const other = await open();
      await expect(other.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, formToken: "token-1" })).rejects.toBeInstanceOf(
        FormTokenUsedError,
      );
      await other.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, formToken: "token-2" });
      expect(await store.listEnquiries()).toHaveLength(2);
    });

    it("refuses a repeated idempotency key that comes with a different request", async () => {
      const first = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1", requestHash: "a" });
      expect(await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1", requestHash: "a" })).toEqual(
        { id: first.id, duplicate: true },
      );
      await expect(
        store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-1", requestHash: "b" }),
      ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
      expect(await store.listEnquiries()).toHaveLength(1);
    });

    it("makes the form token secret once and gives every connection the same one", async () => {
      const secret = await store.formTokenSecret();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      await store.close();
      const [again, alongside] = await Promise.all([open(), open()]);
      expect(await Promise.all([again.formTokenSecret(), alongside.formTokenSecret()])).toEqual([secret, secret]);
    });

    it("lists newest first, in insertion order for equal times, up to a limit", async () => {
      const at = new Date("2025-01-01T00:00:00Z");
      const older = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Older" },
        receivedAt: new Date(at.getTime() - 1000),
      });
      const first = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "First" }, receivedAt: at });
      const second = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Second" }, receivedAt: at });
      expect((await store.listEnquiries()).map((enquiry) => enquiry.id)).toEqual([second.id, first.id, older.id]);
      expect((await store.listEnquiries({ limit: 2 })).map((enquiry) => enquiry.id)).toEqual([second.id, first.id]);
    });

    it("leases due notifications once, then again only after the lease ran out", async () => {
      const now = new Date();
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
      expect(await store.claimOutbox({ now: new Date(now.getTime() - 1), limit: 10, leaseMs: 60_000 })).toEqual([]);
      const [claimed] = await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 });
      expect(claimed).toMatchObject({ attempts: 1, enquiry: { ...SAMPLE_ENQUIRY, id, notification: "sending" } });
      expect((await store.listEnquiries())[0]?.notification).toBe("sending");
      const other = await open();
      expect(await other.claimOutbox({ now: new Date(now.getTime() + 59_999), limit: 10, leaseMs: 60_000 })).toEqual(
        [],
      );
      // The instance that claimed it died: once the lease has run out another one takes it.
      const afterCrash = await other.claimOutbox({ now: new Date(now.getTime() + 60_000), limit: 10, leaseMs: 60_000 });
      expect(afterCrash.map((item) => [item.outboxId, item.attempts])).toEqual([[claimed?.outboxId, 2]]);
    });

    it("never hands one notification to two claimers at the same time", async () => {
      const now = new Date();
      for (let index = 0; index < 20; index++)
        await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: `Visitor ${index}` }, receivedAt: now });
      const other = await open();
      const batches = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 ? other : store).claimOutbox({ now, limit: 3, leaseMs: 60_000 }),
        ),
      );
      const ids = batches.flat().map((item) => item.outboxId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(20);
      const rest = await store.claimOutbox({ now, limit: 100, leaseMs: 60_000 });
      expect(ids.length + rest.length).toBe(20);
      expect(await store.claimOutbox({ now, limit: 100, leaseMs: 60_000 })).toEqual([]);
    });

    it("reschedules a failed attempt, shown as failing until it is sent", async () => {
      const now = new Date();
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
      const [first] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
      await store.markFailed(first!.outboxId, "connection refused", new Date(now.getTime() + 5000));
      expect((await store.listEnquiries())[0]?.notification).toBe("failing");
      expect(await store.claimOutbox({ now: new Date(now.getTime() + 4999), limit: 1, leaseMs: 60_000 })).toEqual([]);
      const [second] = await store.claimOutbox({ now: new Date(now.getTime() + 5000), limit: 1, leaseMs: 60_000 });
      expect(second?.attempts).toBe(2);
      await store.markSent(second!.outboxId, new Date());
      expect((await store.listEnquiries())[0]?.notification).toBe("sent");
      expect(await store.claimOutbox({ now: new Date(now.getTime() + 86_400_000), limit: 1, leaseMs: 1 })).toEqual([]);
    });

    it("counts the failing and unsent notifications, the overdue enquiries and the undelivered webhooks for /metrics", async () => {
      const now = new Date("2026-05-04T00:00:00.000Z");
      const due = new Date(now.getTime() - 60_000);
      expect(await store.watchFigures(now)).toEqual({
        notificationsFailing: 0,
        notificationsUnsent: 0,
        overdue: 0,
        webhooksUnsent: 0,
      });
      const failing = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt: new Date(now.getTime() - 3_600_000),
        replyDueAt: due,
      });
      const [claimed] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
      expect(claimed?.enquiry.id).toBe(failing.id);
      await store.markFailed(claimed!.outboxId, "connection refused", new Date(now.getTime() + 60_000));
      await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Pending" },
        receivedAt: now,
        replyDueAt: new Date(now.getTime() + 86_400_000),
      });
      await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Spam" },
        receivedAt: now,
        replyDueAt: due,
        spam: "honeypot",
      });
      expect(await store.watchFigures(now)).toEqual({
        notificationsFailing: 1,
        notificationsUnsent: 2,
        overdue: 1,
        webhooksUnsent: 2,
      });

      const claimedAgain = await store.claimOutbox({
        now: new Date(now.getTime() + 60_000),
        limit: 2,
        leaseMs: 60_000,
      });
      const retried = claimedAgain.find((item) => item.enquiry.id === failing.id);
      await store.markSent(retried!.outboxId, now);
      await store.markReplied(failing.id, null, now);
      const [hook] = await store.claimWebhooks({ now, limit: 1, leaseMs: 60_000 });
      await store.markWebhookDelivered(hook!.deliveryId, now);
      expect(await store.watchFigures(now)).toEqual({
        notificationsFailing: 0,
        notificationsUnsent: 1,
        overdue: 0,
        webhooksUnsent: 1,
      });
    });

    it("retry makes every failing notification due now, and only those", async () => {
      const now = new Date();
      const failing = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Failing" }, receivedAt: now });
      const [claimed] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
      await store.markFailed(claimed!.outboxId, "421 try later", new Date(now.getTime() + 3_600_000));
      const waiting = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Not yet tried" },
        receivedAt: new Date(now.getTime() + 60_000),
      });
      expect(await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 })).toEqual([]);

      const later = new Date(now.getTime() + 1000);
      expect(await store.retryFailing(later)).toBe(1);
      const due = await store.claimOutbox({ now: later, limit: 10, leaseMs: 60_000 });
      expect(due.map((item) => [item.enquiry.id, item.attempts])).toEqual([[failing.id, 2]]);
      expect(await store.retryFailing(later)).toBe(0); // being sent, its lease still running: not failing
      expect((await store.listEnquiries()).find((enquiry) => enquiry.id === waiting.id)?.notification).toBe("pending");
    });

    it("shows what a failing notification needs, and retries one left sending by a crash once its lease ends", async () => {
      const now = new Date("2026-03-01T00:00:00.000Z");
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: now });
      const [claimed] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
      const sending = await store.getEnquiry(id);
      expect(sending?.notification).toBe("sending");
      expect(sending?.notificationDetail).toEqual({
        attempts: 1,
        lastError: null,
        nextAttemptAt: now.toISOString(),
        leaseUntil: "2026-03-01T00:01:00.000Z",
      });
      // The instance dies here. Before the lease ends retry leaves it; after, retry makes it due now.
      expect(await store.retryFailing(new Date(now.getTime() + 30_000))).toBe(0);
      expect(await store.retryFailing(new Date(now.getTime() + 61_000))).toBe(1);
      const [again] = await store.claimOutbox({ now: new Date(now.getTime() + 61_000), limit: 1, leaseMs: 60_000 });
      await store.markFailed(again!.outboxId, "550 mailbox unavailable", new Date("2026-03-01T00:10:00.000Z"));
      expect((await store.getEnquiry(id))?.notificationDetail).toEqual({
        attempts: 2,
        lastError: "550 mailbox unavailable",
        nextAttemptAt: "2026-03-01T00:10:00.000Z",
        leaseUntil: null,
      });
      expect(claimed).toBeDefined();
    });

    it("forgets client hashes older than a date", async () => {
      await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        clientHash: "old",
        receivedAt: new Date("2020-01-01T00:00:00Z"),
      });
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, clientHash: "new" });
      expect(await store.forgetClientHashes(new Date("2021-01-01T00:00:00Z"))).toBe(1);
      expect(await store.forgetClientHashes(new Date("2021-01-01T00:00:00Z"))).toBe(0);
    });

    // The form token (with its fill time), the idempotency key and the request
    // fingerprint are derived from the request, and go when the client hash goes.
    it("forgets the form token, idempotency key and request fingerprint with the client hash", async () => {
      const old = new Date("2020-01-01T00:00:00Z");
      const first = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        formToken: "token-old",
        idempotencyKey: "key-old",
        requestHash: "a",
        receivedAt: old,
      });
      const recent = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        formToken: "token-new",
        idempotencyKey: "key-new",
        requestHash: "a",
      });
      expect(await store.forgetClientHashes(new Date("2021-01-01T00:00:00Z"))).toBe(1);
      // Nothing left to match: the old key and token are strangers now, the recent ones still count.
      expect(
        await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-old", requestHash: "b" }),
      ).toMatchObject({ duplicate: false });
      expect(await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, formToken: "token-old" })).toMatchObject({
        duplicate: false,
      });
      expect(
        await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, idempotencyKey: "key-new", requestHash: "a" }),
      ).toEqual({ id: recent.id, duplicate: true });
      await expect(store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, formToken: "token-new" })).rejects.toBeInstanceOf(
        FormTokenUsedError,
      );
      expect(await store.getEnquiry(first.id)).toMatchObject({ ...SAMPLE_ENQUIRY, id: first.id });
      expect(await store.forgetExpiredCounters(new Date())).toBeGreaterThanOrEqual(0);
    });

    // A correction (APP 13): one field corrected, when recorded, the old value gone.
    it("corrects one field of an enquiry and records when; an unknown or malformed id is undefined", async () => {
      const { id } = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt: new Date("2026-01-01T00:00:00Z"),
      });
      const other = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const at = new Date("2026-02-03T04:05:06.789Z");
      const corrected = await store.correctEnquiry(id, "email", "jane.citizen@acme.example", at);
      expect(corrected).toMatchObject({
        ...SAMPLE_ENQUIRY,
        id,
        email: "jane.citizen@acme.example",
        correctedAt: at.toISOString(),
        notification: "pending",
      });
      const later = new Date("2026-02-04T00:00:00.000Z");
      await store.correctEnquiry(id, "businessSize", "201-500", later);
      await store.correctEnquiry(id, "priorities", ["Employment Law"], later);
      expect(await store.getEnquiry(id)).toMatchObject({
        email: "jane.citizen@acme.example",
        businessSize: "201-500",
        priorities: ["Employment Law"],
        correctedAt: later.toISOString(),
      });
      expect(await store.findEnquiries("jane.citizen@")).toEqual([
        expect.objectContaining({ id, correctedAt: later.toISOString() }),
      ]);
      expect(await store.getEnquiry(other.id)).toMatchObject({ email: SAMPLE_ENQUIRY.email, correctedAt: null });
      // The notification not sent yet carries the corrected details.
      const [claimed] = await store.claimOutbox({ now: new Date("2026-01-01T00:00:00Z"), limit: 1, leaseMs: 1000 });
      expect(claimed?.enquiry).toMatchObject({ id, email: "jane.citizen@acme.example" });
      expect(await store.correctEnquiry("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "name", "Nobody", at)).toBeUndefined();
      expect(await store.correctEnquiry("not-a-uuid", "name", "Nobody", at)).toBeUndefined();
    });

    it("purges enquiries past their retention with their outbox rows; spam sooner; a dry run deletes nothing", async () => {
      const before = new Date("2024-01-01T00:00:00Z");
      const spamBefore = new Date("2025-06-01T00:00:00Z");
      const at = (iso: string) => new Date(iso);
      const old = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Old" },
        receivedAt: at("2023-12-31T23:59:59.999Z"),
      });
      const kept = await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Kept" }, receivedAt: before });
      const oldSpam = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        spam: "honeypot",
        receivedAt: at("2025-05-31T00:00:00Z"),
      });
      const newSpam = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, spam: "honeypot", receivedAt: spamBefore });
      const expected = [
        { id: old.id, receivedAt: "2023-12-31T23:59:59.999Z", spam: false },
        { id: oldSpam.id, receivedAt: "2025-05-31T00:00:00.000Z", spam: true },
      ];

      expect(await store.purgeEnquiries({ before, spamBefore, dryRun: true })).toEqual(expected);
      expect(await store.listEnquiries({ includeSpam: true })).toHaveLength(4);
      expect(await store.purgeEnquiries({ before, spamBefore })).toEqual(expected);
      expect((await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.id).sort()).toEqual(
        [kept.id, newSpam.id].sort(),
      );
      // The purged enquiry's notification went with it: only the kept one is left to send.
      const claimed = await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 });
      expect(claimed.map((item) => item.enquiry.id)).toEqual([kept.id]);
      expect(await store.purgeEnquiries({ before, spamBefore })).toEqual([]);
    });

    it("purges safely from a second connection while a notification is being sent", async () => {
      const receivedAt = new Date("2020-01-01T00:00:00Z");
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt });
      const [sending] = await store.claimOutbox({ now: new Date(), limit: 1, leaseMs: 60_000 });
      const cli = await open();
      expect(
        await cli.purgeEnquiries({
          before: new Date("2021-01-01T00:00:00Z"),
          spamBefore: new Date("2021-01-01T00:00:00Z"),
        }),
      ).toHaveLength(1);
      // The worker finishing its send finds no row to mark, and nothing breaks.
      await store.markSent(sending!.outboxId, new Date());
      await store.markFailed(sending!.outboxId, "late", new Date());
      expect(await store.listEnquiries({ includeSpam: true })).toEqual([]);
      expect(await store.claimOutbox({ now: new Date(Date.now() + 86_400_000), limit: 10, leaseMs: 1 })).toEqual([]);
    });

    it("gets, finds and deletes one enquiry with its outbox row; an unknown or malformed id is undefined", async () => {
      const jane = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Jane Citizen", phone: "0412 345 678" },
      });
      const zoe = await store.insertEnquiry({
        enquiry: {
          ...SAMPLE_ENQUIRY,
          name: "Zoë Ångström",
          company: "Nordic Co",
          email: "zoe@nordic.example",
          phone: "",
        },
        spam: "honeypot",
      });
      expect(await store.getEnquiry(zoe.id)).toMatchObject({
        id: zoe.id,
        name: "Zoë Ångström",
        spam: true,
        notification: null,
      });
      expect(await store.getEnquiry("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d")).toBeUndefined();
      expect(await store.getEnquiry("not-a-uuid")).toBeUndefined();

      const found = async (text: string) => (await store.findEnquiries(text)).map((enquiry) => enquiry.id);
      expect(await found("citizen")).toEqual([jane.id]);
      expect(await found("ÅNGSTRÖM")).toEqual([zoe.id]);
      expect(await found("nordic co")).toEqual([zoe.id]);
      expect(await found("ZOE@NORDIC")).toEqual([zoe.id]);
      expect(await found("0412345678")).toEqual([jane.id]);
      expect(await found("_")).toEqual([]);
      expect(await found("Acme")).toEqual([jane.id]);

      const deleted = await store.deleteEnquiry(jane.id);
      expect(deleted).toMatchObject({ id: jane.id, name: "Jane Citizen", notification: "pending" });
      expect(await store.getEnquiry(jane.id)).toBeUndefined();
      expect(await store.deleteEnquiry(jane.id)).toBeUndefined();
      expect(await store.deleteEnquiry("not-a-uuid")).toBeUndefined();
      expect(await store.claimOutbox({ now: new Date(), limit: 10, leaseMs: 1000 })).toEqual([]);
      expect((await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.id)).toEqual([zoe.id]);
    });

    it("reports unhealthy and refuses work once closed", async () => {
      expect(await store.isHealthy()).toBe(true);
      await store.close();
      expect(await store.isHealthy()).toBe(false);
      await expect(store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.listEnquiries()).rejects.toBeInstanceOf(StoreUnavailableError);
      await store.close();
    });
  });
}
