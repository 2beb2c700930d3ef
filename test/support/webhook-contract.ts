import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../server/platform/logger";
import type { EnquiryStore } from "../../server/enquiries/store";
import { queueStatusWebhook } from "../../server/enquiries/webhook-payload";
import { createWebhookSender } from "../../server/enquiries/webhook-sender";
import { createWebhookWorker, type WebhookWorker } from "../../server/enquiries/webhook-worker";
import { SAMPLE_ENQUIRY } from "./enquiry-fixtures";
import { waitFor } from "./smtp-sink";
import type { StoreContractDatabase } from "./store-contract";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET, type WebhookReceiver } from "./webhook-receiver";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const FAST = { pollMs: 30, baseBackoffMs: 40, maxBackoffMs: 200, leaseMs: 30_000 };
const SITE = "https://counsel.example.au";

/**
 * The webhook's delivery through a store, as one suite run against each store (SQLite in the unit
 * tier, PostgreSQL in the system tier), with a real receiver that checks every signature
 * independently of the site's signing code (webhook-receiver.ts).
 */
export function describeWebhookDelivery(
  name: string,
  createDatabase: () => Promise<StoreContractDatabase & { count(sql: string): Promise<number> }>,
): void {
  describe(`${name}: webhook delivery`, () => {
    let database: StoreContractDatabase & { count(sql: string): Promise<number> };
    let store: EnquiryStore;
    let receiver: WebhookReceiver;
    const workers: WebhookWorker[] = [];
    const stores: EnquiryStore[] = [];

    const open = async () => {
      const opened = await database.open();
      stores.push(opened);
      return opened;
    };
    const startWorker = (on: EnquiryStore, options: { secret?: string; baseBackoffMs?: number } = {}) => {
      const sender = createWebhookSender({
        url: receiver.url,
        secret: options.secret ?? TEST_WEBHOOK_SECRET,
        site: SITE,
        timeoutMs: 5_000,
      });
      const worker = createWebhookWorker({
        store: on,
        sender,
        logger,
        ...FAST,
        ...(options.baseBackoffMs ? { baseBackoffMs: options.baseBackoffMs } : {}),
      });
      workers.push(worker);
      worker.start();
      return worker;
    };
    const bodies = () =>
      receiver
        .accepted()
        .map(
          (request) => JSON.parse(request.body) as { type: string; timestamp: string; data: Record<string, unknown> },
        );

    beforeEach(async () => {
      database = await createDatabase();
      store = await open();
      receiver = await startWebhookReceiver();
    });
    afterEach(async () => {
      for (const worker of workers.splice(0)) await worker.stop();
      for (const each of stores.splice(0)) await each.close();
      await receiver.close();
      await database.destroy();
    });

    it("delivers an enquiry once after two refusals: three attempts, one webhook-id, each signed", async () => {
      receiver.answerWith(500, 500);
      const receivedAt = new Date("2026-03-02T23:30:00.000Z");
      const replyDueAt = new Date("2026-03-04T07:00:00.000Z");
      const { id } = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt,
        replyDueAt,
        spam: "token-reused",
      });
      startWorker(store);
      await waitFor(() => receiver.accepted().length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200)); // a few more passes: nothing more is sent

      expect(receiver.received.map((request) => request.status)).toEqual([500, 500, 200]);
      expect(receiver.received.every((request) => request.verified)).toBe(true);
      expect(new Set(receiver.received.map((request) => request.id)).size).toBe(1);
      expect(receiver.received[0]?.headers["content-type"]).toBe("application/json");
      expect(bodies()).toEqual([
        {
          type: "enquiry.received",
          timestamp: "2026-03-03T09:30:00.000+10:00",
          data: {
            id,
            receivedAt: "2026-03-03T09:30:00.000+10:00",
            ...SAMPLE_ENQUIRY,
            replyDueAt: "2026-03-04T17:00:00.000+10:00",
            checkReason: "token-reused",
            site: SITE,
          },
        },
      ]);
      await waitFor(
        async () =>
          (await database.count("SELECT count(*) AS count FROM webhooks WHERE status = 'sent' AND attempts = 3")) === 1,
      );
    });

    it("signs with the configured secret: a receiver holding another refuses every attempt, and none counts as delivered", async () => {
      const wrong = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      startWorker(store, { secret: wrong });
      await waitFor(() => receiver.received.length >= 2);
      expect(receiver.received.every((request) => !request.verified && request.status === 401)).toBe(true);
      expect(receiver.accepted()).toEqual([]);
      expect(
        await database.count(
          "SELECT count(*) AS count FROM webhooks WHERE status <> 'sent' AND last_error LIKE '%answered 401%'",
        ),
      ).toBe(1);
    });

    it("never sends a quarantined enquiry, nor a status change of one", async () => {
      const { id: quarantined } = await store.insertEnquiry({
        enquiry: { ...SAMPLE_ENQUIRY, name: "Bot" },
        spam: "honeypot",
      });
      await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Too fast" }, spam: "token-too-fast" });
      const { id: person } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      expect(
        await queueStatusWebhook(store, { enquiryId: quarantined, status: "spam", by: "Jo Staff", at: new Date() }),
      ).toBe(false);
      startWorker(store);
      await waitFor(() => receiver.accepted().length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bodies().map((body) => body.data.id)).toEqual([person]);
      expect(receiver.received.some((request) => request.body.includes(quarantined))).toBe(false);
    });

    it("sends a status change after its enquiry, then keeps no copy of its fields", async () => {
      // The enquiry's first attempt fails; its status change, due since, must still wait for it.
      receiver.answerWith(503);
      const { id } = await store.insertEnquiry({
        enquiry: SAMPLE_ENQUIRY,
        receivedAt: new Date("2026-03-02T23:30:00.000Z"),
      });
      const at = new Date("2026-03-03T01:15:00.000Z");
      expect(
        await queueStatusWebhook(store, { enquiryId: id, status: "replied", by: "Jo Staff <jo@practice.example>", at }),
      ).toBe(true);
      startWorker(store);
      await waitFor(() => receiver.accepted().length === 2);
      expect(bodies().map((body) => body.type)).toEqual(["enquiry.received", "enquiry.status_changed"]);
      expect(bodies()[1]).toEqual({
        type: "enquiry.status_changed",
        timestamp: "2026-03-03T11:15:00.000+10:00",
        data: { id, status: "replied", by: "Jo Staff <jo@practice.example>", at: "2026-03-03T11:15:00.000+10:00" },
      });
      // The receiver answers before the worker records it: wait for the record.
      await waitFor(
        async () => (await database.count("SELECT count(*) AS count FROM webhooks WHERE status <> 'sent'")) === 0,
      );
      expect(await database.count("SELECT count(*) AS count FROM webhooks WHERE status_change IS NOT NULL")).toBe(0);
    });

    it("carries on after a restart mid-retry, with the same webhook-id", async () => {
      receiver.answerWith(500, 500, 500, 500, 500, 500, 500, 500);
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      const first = startWorker(store, { baseBackoffMs: 60_000 });
      await waitFor(() => receiver.received.length === 1);
      await first.stop();
      await store.close();

      receiver.answerWith();
      const reopened = await open();
      expect(await reopened.retryFailing(new Date())).toBe(1); // `retry`: the backoff's minute is not waited out
      startWorker(reopened);
      await waitFor(() => receiver.accepted().length === 1);
      expect(receiver.received.map((request) => request.status)).toEqual([500, 200]);
      expect(receiver.received[1]?.id).toBe(receiver.received[0]?.id);
    });

    it("deletes an enquiry's webhooks with it", async () => {
      const { id } = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY });
      await queueStatusWebhook(store, { enquiryId: id, status: "not a fit", by: "Jo Staff", at: new Date() });
      expect(await database.count("SELECT count(*) AS count FROM webhooks")).toBe(2);
      await store.deleteEnquiry(id);
      expect(await database.count("SELECT count(*) AS count FROM webhooks")).toBe(0);
      await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: new Date("2020-01-01T00:00:00Z") });
      await store.purgeEnquiries({
        before: new Date("2021-01-01T00:00:00Z"),
        spamBefore: new Date("2021-01-01T00:00:00Z"),
      });
      expect(await database.count("SELECT count(*) AS count FROM webhooks")).toBe(0);
    });
  });
}
