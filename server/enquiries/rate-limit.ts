import type { RequestHandler, Response } from "express";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import { hashClientIp } from "./form-token";
import { RATE_LIMIT_TABLE } from "./store-postgres-schema";

interface EnquiryRateLimitOptions {
  readonly windowMs: number;
  /** Accepted enquiries allowed per client per window. */
  readonly max: number;
  /** With PostgreSQL, the counters live there, so every instance shares them; otherwise in this process's memory. */
  readonly pool?: pg.Pool;
  /** Salt for the key: the counters hold a salted hash of the client address, never the address. */
  readonly salt: string;
}

/** What a request did with its point, decided by the handler when it finishes, never by the connection. */
type EnquiryOutcome =
  /** Stored as a new enquiry: the point is kept. */
  | "accepted"
  /** Refused for the request's own fault (validation, malformed body, wrong type): the point comes back, one of the invalid budget goes. */
  | "invalid"
  /** Not the client's fault (store down) or nothing new (a retry of one stored): the point comes back. */
  | "returned";

const SETTLE = "settleEnquiryBudget";
const CLIENT = "enquiryClientHash";

/** The salted hash the budget counted this request under: the one to store with its enquiry. */
export function enquiryClientHash(res: Response): string {
  return res.locals[CLIENT] as string;
}

/** Tells the budget what the request did; the first call counts, later ones are ignored. */
export function settleEnquiryBudget(res: Response, outcome: EnquiryOutcome): void {
  (res.locals[SETTLE] as ((outcome: EnquiryOutcome) => void) | undefined)?.(outcome);
}

const POLICY = "enquiries";
/** Invalid posts allowed per valid one: a visitor correcting typos never meets it, a flood of re-renders does. */
export const INVALID_PER_ENQUIRY = 3;

/**
 * The per-client enquiry budget, as middleware in front of both enquiry endpoints. It keys on
 * `req.ip`, which Express derives from TRUST_PROXY (a forged X-Forwarded-For counts only through
 * a trusted proxy), by client (clientKey: an IPv6 client by its /64). A request takes a point up
 * front, atomically, so concurrent requests on any instance cannot overshoot; the handler then
 * settles it (settleEnquiryBudget): only accepted enquiries keep it. Invalid posts give it back but
 * spend from a budget of their own, so a flood of them (each a render of the form) is refused too.
 * Over either budget it passes a 429 error on.
 */
export function enquiryRateLimit(
  { windowMs, max, pool, salt }: EnquiryRateLimitOptions,
  errors: { readonly tooMany: () => Error; readonly clientGone: () => Error },
): RequestHandler {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const limiterFor = (keyPrefix: string, points: number): RateLimiterAbstract | RateLimiterStoreAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return pool
      ? // While PostgreSQL is unreachable each instance counts in memory (enquiries answer 503 then anyway).
        new RateLimiterPostgres({
          storeClient: pool,
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          keyPrefix,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const accepted = limiterFor(POLICY, max);
  const invalid = limiterFor(`${POLICY}-invalid`, max * INVALID_PER_ENQUIRY);

  const refuse = (res: Response, next: (error: Error) => void, rejection: RateLimiterRes, key: string) => {
    res.req.log.warn({ client: key.slice(0, 16) }, "enquiry rate limit reached");
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
    next(errors.tooMany());
  };

  return async (req, res, next) => {
    // Read once, now: a socket that is reset loses its address, and a request keyed by no address
    // (once "unknown") would spend a shared budget instead of its own and be stored without one.
    const key = hashClientIp(req.ip, salt);
    if (key === undefined) {
      next(errors.clientGone());
      return;
    }
    res.locals[CLIENT] = key;
    let taken: RateLimiterRes;
    try {
      const invalidSpent = await invalid.get(key);
      if (invalidSpent && invalidSpent.remainingPoints <= 0) {
        setHeaders(res, invalidSpent, { max, duration });
        refuse(res, next, invalidSpent, key);
        return;
      }
      taken = await accepted.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        req.log.warn({ err: rejection }, "enquiry rate limit unavailable; request let through");
        next();
        return;
      }
      setHeaders(res, rejection, { max, duration });
      refuse(res, next, rejection, key);
      return;
    }
    setHeaders(res, taken, { max, duration });
    let settled = false;
    res.locals[SETTLE] = (outcome: EnquiryOutcome) => {
      if (settled) return;
      settled = true;
      if (outcome === "accepted") return;
      const warn = (error: unknown) => req.log.warn({ err: error }, "could not settle an enquiry rate-limit point");
      accepted.reward(key).catch(warn);
      // A rejection here only means the invalid budget is now spent: the next request meets it.
      if (outcome === "invalid")
        invalid.consume(key).catch((error: unknown) => (error instanceof RateLimiterRes ? undefined : warn(error)));
    };
    next();
  };
}

/** IETF RateLimit headers (draft 8), without a partition key: the client's identity never goes back out, not even hashed. */
function setHeaders(res: Response, result: RateLimiterRes, policy: { max: number; duration: number }) {
  res.setHeader("RateLimit-Policy", `"${POLICY}";q=${policy.max};w=${policy.duration}`);
  res.setHeader(
    "RateLimit",
    `"${POLICY}";r=${Math.max(0, result.remainingPoints)};t=${Math.max(0, Math.ceil(result.msBeforeNext / 1000))}`,
  );
}
