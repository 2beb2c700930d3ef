import pino from "pino";
import { describe, expect, it } from "vitest";
import { attemptDelivery, retryPolicy, type DeliveryAttempt } from "./retrying-delivery";

const AT = new Date("2026-11-27T00:00:00Z");
const SAID = { delivered: "delivered", failed: "failed", stillFailing: "still failing" };

/** One attempt with a logger that keeps its lines and a store that keeps what it was told. */
async function attempt(attempts: number, send: () => Promise<void>, fastAttempts = 2) {
  const lines: { level: number; msg: string; retryAt?: string }[] = [];
  const log = pino({ level: "info", base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const marked: { delivered?: Date; failed?: { reason: string; retryAt: Date } } = {};
  const delivery: DeliveryAttempt = {
    attempts,
    log,
    send,
    markDelivered: async (at) => void (marked.delivered = at),
    markFailed: async (reason, retryAt) => void (marked.failed = { reason, retryAt }),
    said: SAID,
  };
  const ok = await attemptDelivery(
    retryPolicy({ baseBackoffMs: 1_000, maxBackoffMs: 4_000, fastAttempts, now: () => AT }),
    delivery,
  );
  return { ok, lines, marked };
}

const refused = () => Promise.reject(new Error("connection refused"));

describe("a delivery attempt, shared by the outbox and the webhooks", () => {
  it("marks a sent delivery delivered, at the policy's clock, and logs it at info", async () => {
    const { ok, lines, marked } = await attempt(1, () => Promise.resolve());
    expect(ok).toBe(true);
    expect(marked).toEqual({ delivered: AT });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[30, "delivered"]]);
  });

  it("marks a failed one failed with the reason and when to try again: the backoff doubles, up to its cap", async () => {
    const waits = [];
    for (const attempts of [1, 2, 3, 4]) {
      const { ok, marked } = await attempt(attempts, refused, 10);
      expect(ok).toBe(false);
      expect(marked.failed?.reason).toBe("connection refused");
      waits.push(marked.failed!.retryAt.getTime() - AT.getTime());
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
  });

  it("logs a failure at warn through the fast attempts, and at error after them", async () => {
    const levels = [];
    for (const attempts of [1, 2, 3]) {
      const { lines } = await attempt(attempts, refused, 2);
      levels.push(lines.map((line) => [line.level, line.msg]));
    }
    expect(levels).toEqual([[[40, "failed"]], [[40, "failed"]], [[50, "still failing"]]]);
  });

  it("never waits more than an hour, whatever maxBackoffMs says", () => {
    expect(retryPolicy({ maxBackoffMs: 24 * 60 * 60_000 }).maxBackoffMs).toBe(60 * 60_000);
  });
});
