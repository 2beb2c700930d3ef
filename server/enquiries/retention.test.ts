import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIT_RETENTION_DAYS, CLIENT_HASH_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS } from "../../shared/lib/retention";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { RETENTION_CHECK_EVERY_MS, retentionCutoffs, scheduleRetention } from "./retention";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import { tempDir } from "../../test/support/cleanup";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-30T02:00:00.000Z");
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS - extraMs);

describe("retention", () => {
  let dir: string;
  let store: SqliteEnquiryStore;
  let logs: Array<Record<string, unknown>>;
  let stop: (() => void) | undefined;
  const logger = () =>
    pino(
      { level: "info", base: undefined },
      { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    );
  const names = async () => (await store.listEnquiries({ includeSpam: true })).map((enquiry) => enquiry.name).sort();

  beforeEach(() => {
    dir = tempDir("retention-");
    store = openSqliteStore({ dataDir: dir });
    logs = [];
  });
  afterEach(async () => {
    stop?.();
    vi.useRealTimers();
    await store.close();
  });

  it("keeps an enquiry for ENQUIRY_RETENTION_DAYS and spam for SPAM_RETENTION_DAYS", () => {
    expect(retentionCutoffs(NOW, ENQUIRY_RETENTION_DAYS)).toEqual({ before: daysAgo(730), spamBefore: daysAgo(30) });
    // A shorter period than the spam one applies to spam too.
    expect(retentionCutoffs(NOW, 7)).toEqual({ before: daysAgo(7), spamBefore: daysAgo(7) });
  });

  it("deletes what is past its retention at start and hourly, logging counts and never content", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let clock = NOW;
    await store.insertEnquiry({ enquiry: { ...SAMPLE_ENQUIRY, name: "Expired" }, receivedAt: daysAgo(730, 1) });
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Due within the hour" },
      receivedAt: daysAgo(730, -30 * 60_000),
    });
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Recent" },
      receivedAt: daysAgo(29),
      clientHash: "h",
    });
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "Old spam" },
      spam: "honeypot",
      receivedAt: daysAgo(30, 1),
    });
    await store.insertEnquiry({
      enquiry: { ...SAMPLE_ENQUIRY, name: "New spam" },
      spam: "token-too-fast",
      receivedAt: daysAgo(29),
    });

    stop = scheduleRetention({ store, logger: logger(), now: () => clock });
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(await names()).toEqual(["Due within the hour", "New spam", "Recent"]);
    expect(logs[0]).toMatchObject({
      level: 30,
      deleted: 2,
      spam: 1,
      retentionDays: 730,
      msg: "enquiries past their retention deleted",
    });

    clock = new Date(NOW.getTime() + RETENTION_CHECK_EVERY_MS);
    await vi.advanceTimersByTimeAsync(RETENTION_CHECK_EVERY_MS);
    await vi.waitFor(() => expect(logs.length).toBeGreaterThanOrEqual(2));
    expect(await names()).toEqual(["New spam", "Recent"]);
    expect(logs[1]).toMatchObject({ deleted: 1, spam: 0 });

    // A month on: the newer spam has gone, the client hash is cleared, and no log line carries a name.
    clock = new Date(NOW.getTime() + CLIENT_HASH_RETENTION_DAYS * DAY_MS);
    await vi.advanceTimersByTimeAsync(RETENTION_CHECK_EVERY_MS);
    await vi.waitFor(() => expect(logs).toContainEqual(expect.objectContaining({ cleared: 1 })));
    expect(await names()).toEqual(["Recent"]);
    expect(logs.at(-2)).toMatchObject({ deleted: 1, spam: 1 });
    expect(JSON.stringify(logs)).not.toMatch(/Recent|New spam|Old spam|Expired|Due within|Jane|Acme/);
  });

  it("deletes expired rate-limit counters (keyed by client hashes) on each run, as of now", async () => {
    const forgetExpiredCounters = vi.fn().mockResolvedValue(2);
    const counting = Object.assign(Object.create(store) as SqliteEnquiryStore, { forgetExpiredCounters });
    stop = scheduleRetention({ store: counting, logger: logger(), now: () => NOW });
    await vi.waitFor(() =>
      expect(logs).toEqual([
        expect.objectContaining({ level: 30, counters: 2, msg: "expired rate-limit counters deleted" }),
      ]),
    );
    expect(forgetExpiredCounters).toHaveBeenCalledWith(NOW);
  });

  it("deletes audit trail entries older than AUDIT_RETENTION_DAYS, keeping the rest, and logs the count", async () => {
    const old = await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: daysAgo(10) });
    await store.inbox.record({
      at: daysAgo(AUDIT_RETENTION_DAYS, 1),
      actor: "ann@practice.example",
      action: "view",
      enquiryId: old.id,
    });
    await store.inbox.record({
      at: daysAgo(AUDIT_RETENTION_DAYS, -60_000),
      actor: "ann@practice.example",
      action: "export",
    });
    stop = scheduleRetention({ store, logger: logger(), now: () => NOW });
    await vi.waitFor(() =>
      expect(logs).toEqual([
        expect.objectContaining({ level: 30, audit: 1, msg: "audit trail entries past their retention deleted" }),
      ]),
    );
    expect((await store.inbox.auditTrail({ limit: 10, offset: 0 })).entries.map((entry) => entry.action)).toEqual([
      "export",
    ]);
  });

  it("logs a store failure at warn and tries again on the next run", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await store.insertEnquiry({ enquiry: SAMPLE_ENQUIRY, receivedAt: daysAgo(800) });
    const failing = Object.assign(Object.create(store) as SqliteEnquiryStore, {
      purgeEnquiries: vi
        .fn()
        .mockRejectedValueOnce(new Error("database is locked"))
        .mockImplementation(store.purgeEnquiries.bind(store)),
    });
    stop = scheduleRetention({ store: failing, logger: logger(), now: () => NOW });
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ level: 40, msg: expect.stringContaining("could not delete") });
    await vi.advanceTimersByTimeAsync(RETENTION_CHECK_EVERY_MS);
    await vi.waitFor(() => expect(logs).toHaveLength(2));
    expect(logs[1]).toMatchObject({ deleted: 1 });
  });
});
