import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MIN_FILL_TIME_MS } from "../../shared/lib/enquiry-api";

/**
 * A signed minimum-fill-time token for the enquiry form: `issuedAt.signature`, where the
 * signature is HMAC-SHA256 over the issue time. Bots that post straight away, or replay a token
 * for days, are told "received" but their enquiry is kept as spam and never mailed.
 */
export type TokenVerdict = "valid" | "missing" | "invalid" | "too-fast" | "expired";

export interface FormTokens {
  issue(now?: number): string;
  check(token: unknown, now?: number): TokenVerdict;
}

export interface FormTokenOptions {
  /** FORM_TOKEN_SECRET; a random per-process secret when absent (tokens then die with the process). */
  readonly secret?: string;
  readonly minAgeMs?: number;
  readonly maxAgeMs?: number;
}

export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function createFormTokens({ secret, minAgeMs = MIN_FILL_TIME_MS, maxAgeMs = MAX_TOKEN_AGE_MS }: FormTokenOptions = {}): FormTokens {
  const key = secret ?? randomBytes(32).toString("hex");
  const sign = (issuedAt: string) => createHmac("sha256", key).update(`enquiry-form:${issuedAt}`).digest();

  return {
    issue(now = Date.now()) {
      const issuedAt = String(Math.floor(now));
      return `${issuedAt}.${sign(issuedAt).toString("base64url")}`;
    },
    check(token, now = Date.now()) {
      if (token === undefined || token === null || token === "") return "missing";
      if (typeof token !== "string") return "invalid";
      const match = TOKEN.exec(token);
      if (!match) return "invalid";
      const [, issuedAt = "", signature = ""] = match;
      if (!timingSafeEqual(Buffer.from(signature, "base64url"), sign(issuedAt))) return "invalid";
      const age = now - Number(issuedAt);
      if (age < minAgeMs) return "too-fast";
      if (age > maxAgeMs) return "expired";
      return "valid";
    },
  };
}

/**
 * What is kept of the client's IP address for abuse handling: a salted SHA-256, never the
 * address (privacy policy, "Information We Collect").
 */
export function hashClientIp(ip: string | undefined, salt: string): string | undefined {
  if (!ip) return undefined;
  return createHash("sha256").update(`${salt}\u0000${ip}`).digest("hex");
}

/**
 * The salt for client hashes: derived from FORM_TOKEN_SECRET so hashes stay comparable across
 * restarts and instances, or random per process when no secret is configured.
 */
export function clientHashSaltFrom(secret: string | undefined): string {
  return secret ? createHmac("sha256", secret).update("client-hash-salt").digest("hex") : randomBytes(32).toString("hex");
}
