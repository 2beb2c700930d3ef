import type { RequestHandler, Response } from "express";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract, type RateLimiterStoreAbstract } from "rate-limiter-flexible";
import { hashClientIp } from "./form-token";
import { RATE_LIMIT_TABLE } from "./store-postgres";

export interface EnquiryRateLimitOptions {
  readonly windowMs: number;
  /** Accepted enquiries allowed per client per window. */
  readonly max: number;
  /** With PostgreSQL, the counters live there, so every instance shares them; otherwise in this process's memory. */
  readonly pool?: pg.Pool;
  /** Salt for the key: the counters hold a salted hash of the client address, never the address. */
  readonly salt: string;
}

/** Set by the enquiry handlers on `res.locals` when an enquiry was accepted (stored, not an idempotent retry). */
export const ACCEPTED = "enquiryAccepted";

const POLICY = "enquiries";

/**
 * The per-client enquiry budget, as middleware in front of both enquiry endpoints. It keys on
 * `req.ip`, which Express derives from TRUST_PROXY (a forged X-Forwarded-For counts only through
 * a trusted proxy). A request takes a point up front, atomically, so concurrent requests on any
 * instance cannot overshoot; only accepted enquiries keep it: a refused one (validation error,
 * wrong type, store down) gives it back. Over the budget it passes a 429 error on.
 */
export function enquiryRateLimit({ windowMs, max, pool, salt }: EnquiryRateLimitOptions, tooMany: () => Error): RequestHandler {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const memory = new RateLimiterMemory({ keyPrefix: POLICY, points: max, duration });
  const limiter: RateLimiterAbstract | RateLimiterStoreAbstract = pool
    ? // While PostgreSQL is unreachable each instance counts in memory (enquiries answer 503 then anyway).
      new RateLimiterPostgres({
        storeClient: pool,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: POLICY,
        points: max,
        duration,
        insuranceLimiter: memory,
      })
    : memory;

  return async (req, res, next) => {
    const key = hashClientIp(req.ip, salt) ?? "unknown";
    let taken: RateLimiterRes;
    try {
      taken = await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        req.log.warn({ err: rejection }, "enquiry rate limit unavailable; request let through");
        next();
        return;
      }
      setHeaders(res, rejection, { max, duration });
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      next(tooMany());
      return;
    }
    setHeaders(res, taken, { max, duration });
    res.once("close", () => {
      if (res.locals[ACCEPTED] === true) return;
      limiter.reward(key).catch((error: unknown) => req.log.warn({ err: error }, "could not give back an enquiry rate-limit point"));
    });
    next();
  };
}

/** IETF RateLimit headers (draft 8), without a partition key: the client's identity never goes back out, not even hashed. */
function setHeaders(res: Response, result: RateLimiterRes, policy: { max: number; duration: number }) {
  res.setHeader("RateLimit-Policy", `"${POLICY}";q=${policy.max};w=${policy.duration}`);
  res.setHeader("RateLimit", `"${POLICY}";r=${Math.max(0, result.remainingPoints)};t=${Math.max(0, Math.ceil(result.msBeforeNext / 1000))}`);
}
