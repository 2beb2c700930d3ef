import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MIN_FILL_TIME_MS } from "../../shared/lib/enquiry-api";
import { clientKey } from "./client-key";

/**
 * A signed fill-time token for the enquiry form: `issuedAt.nonce.signature`, where the signature is
 * HMAC-SHA256 over the issue time and a random nonce. The nonce makes every token unique, so the
 * store can accept each one for a single enquiry (routes/store-enquiry.ts); the issue time lets the
 * router tell a bot that posts straight away, or replays a token for days, from a person.
 */
export type TokenVerdict = "valid" | "missing" | "invalid" | "too-fast" | "expired";

export interface FormTokens {
  /** A new token whose fill started at `startedAt` (now, unless a re-rendered form carries an earlier start). */
  issue(startedAt?: number): string;
  check(token: unknown, now?: number): TokenVerdict;
  /**
   * The start a re-rendered form's token carries: the posted token's when it is genuine and not
   * expired; otherwise (no token: the cached page has none) far enough back that the corrected post
   * is not taken for a bot, since the visitor already filled the form in once.
   */
  startOfFill(token: unknown, now?: number): number;
}

interface FormTokenOptions {
  /** The signing secret (FORM_TOKEN_SECRET, or the one kept with the store); a random one when absent (tests). */
  readonly secret?: string;
  readonly minAgeMs?: number;
  readonly maxAgeMs?: number;
}

const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function createFormTokens({
  secret,
  minAgeMs = MIN_FILL_TIME_MS,
  maxAgeMs = MAX_TOKEN_AGE_MS,
}: FormTokenOptions = {}): FormTokens {
  const key = secret ?? randomBytes(32).toString("hex");
  const sign = (payload: string) => createHmac("sha256", key).update(`enquiry-form:${payload}`).digest("base64url");

  /** The issue time of a genuine token, else undefined. */
  function verifiedIssuedAt(token: string): number | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const [, issuedAt = "", nonce = "", signature = ""] = match;
    // Compared as text, not as decoded bytes: base64url's last character has unused low bits, and a
    // token that decodes to the same bytes but is spelled differently would be a second, reusable token.
    const expected = sign(`${issuedAt}.${nonce}`);
    return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? Number(issuedAt) : undefined;
  }

  return {
    issue(startedAt = Date.now()) {
      const payload = `${Math.floor(startedAt)}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token, now = Date.now()) {
      if (token === undefined || token === null || token === "") return "missing";
      if (typeof token !== "string") return "invalid";
      const issuedAt = verifiedIssuedAt(token);
      if (issuedAt === undefined) return "invalid";
      const age = now - issuedAt;
      if (age < minAgeMs) return "too-fast";
      if (age > maxAgeMs) return "expired";
      return "valid";
    },
    startOfFill(token, now = Date.now()) {
      const issuedAt = typeof token === "string" ? verifiedIssuedAt(token) : undefined;
      if (issuedAt !== undefined && now - issuedAt <= maxAgeMs) return issuedAt;
      return now - minAgeMs;
    },
  };
}

/**
 * What is kept of the client's IP address for abuse handling: a salted SHA-256 of the client it
 * stands for (clientKey: an IPv6 address by its /64), never the address (privacy policy,
 * "Information We Collect").
 */
export function hashClientIp(ip: string | undefined, salt: string): string | undefined {
  if (!ip) return undefined;
  return createHash("sha256")
    .update(`${salt}\u0000${clientKey(ip)}`)
    .digest("hex");
}

/** The salt for client hashes, derived from the token secret so hashes stay comparable across restarts and instances. */
export function clientHashSaltFrom(secret: string): string {
  return createHmac("sha256", secret).update("client-hash-salt").digest("hex");
}
