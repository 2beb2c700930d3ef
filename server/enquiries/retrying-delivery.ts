import type { Logger } from "../platform/logger";

/**
 * What the outbox (mail to the practice) and the webhooks (the practice's own system) share: how
 * long a failed delivery waits before its next attempt, and how loudly a failure is logged. Both
 * are retried for as long as the enquiry is kept and never given up on, so the two must agree on
 * when a failure stops being a hiccup (warn) and becomes something to act on (error, which alerts).
 */
export interface RetryOptions {
  readonly pollMs?: number;
  /** First retry delay; doubles with each failed attempt up to `maxBackoffMs` (at most hourly). */
  readonly baseBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /** Failures up to this many attempts are logged at warn (a hiccup); every one after it at error, so alerting fires. */
  readonly fastAttempts?: number;
  /** How long a claimed row is reserved; longer than the worst-case send. */
  readonly leaseMs?: number;
  /** The clock (tests). */
  readonly now?: () => Date;
}

export type RetryPolicy = Required<RetryOptions>;

/** Eight fast attempts span about twenty minutes; after them, one every half hour. */
const OUTBOX_DEFAULTS = {
  pollMs: 1_500,
  baseBackoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  fastAttempts: 8,
  leaseMs: 5 * 60_000,
} as const;

/** A failed delivery is tried again at least hourly, whatever the settings say. */
const MAX_BACKOFF_CAP_MS = 60 * 60_000;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** The options with the defaults filled in and the backoff capped. */
export function retryPolicy(options: RetryOptions): RetryPolicy {
  return {
    pollMs: options.pollMs ?? OUTBOX_DEFAULTS.pollMs,
    baseBackoffMs: options.baseBackoffMs ?? OUTBOX_DEFAULTS.baseBackoffMs,
    maxBackoffMs: Math.min(options.maxBackoffMs ?? OUTBOX_DEFAULTS.maxBackoffMs, MAX_BACKOFF_CAP_MS),
    fastAttempts: options.fastAttempts ?? OUTBOX_DEFAULTS.fastAttempts,
    leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
    now: options.now ?? (() => new Date()),
  };
}

export interface DeliveryAttempt {
  /** Which attempt this is, from 1 (the store counts it when the row is claimed). */
  readonly attempts: number;
  readonly log: Logger;
  readonly send: () => Promise<void>;
  readonly markDelivered: (at: Date) => Promise<void>;
  readonly markFailed: (reason: string, retryAt: Date) => Promise<void>;
  /** The log messages: delivered, failed (at warn), still failing (at error, saying what staff can do). */
  readonly said: { readonly delivered: string; readonly failed: string; readonly stillFailing: string };
}

/** One attempt at one delivery: sent and marked delivered, or marked failed with when to try again, and logged either way. */
export async function attemptDelivery(policy: RetryPolicy, attempt: DeliveryAttempt): Promise<boolean> {
  const { log, said } = attempt;
  try {
    await attempt.send();
    await attempt.markDelivered(policy.now());
    log.info(said.delivered);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(
      policy.now().getTime() + retryDelayMs(attempt.attempts, policy.baseBackoffMs, policy.maxBackoffMs),
    );
    await attempt.markFailed(reason, retryAt);
    if (attempt.attempts > policy.fastAttempts) log.error({ err: error, retryAt }, said.stillFailing);
    else log.warn({ err: error, retryAt }, said.failed);
    return false;
  }
}
