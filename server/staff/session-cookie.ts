import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The staff session's cookie. `__Host-` binds it to the staff origin exactly (Secure, Path=/, no
 * Domain): no other host name of the practice can set or read it. SameSite=Strict keeps it off every
 * request another site starts.
 */
export const SESSION_COOKIE = "__Host-staff";
/**
 * The sign-in under way, for the provider's redirect back to /auth/callback: that request comes from
 * the provider's site, so the cookie is SameSite=Lax (a Strict one would not be sent with it).
 */
export const SIGN_IN_COOKIE = "__Host-staff-sign-in";

/** A session ends 30 minutes after the last request, and 12 hours after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Time to get through the provider's sign-in. */
export const SIGN_IN_TIMEOUT_MS = 10 * 60_000;

/** 256 random bits, as cookie-safe text. */
export const newSecret = (): string => randomBytes(32).toString("base64url");

/** What the store keeps instead of the cookie's value: a copy of the database yields no live cookie. */
export const hashOf = (value: string): string => createHash("sha256").update(value).digest("hex");

/**
 * The session's token for state-changing requests: derived from the session's secret id, so only a
 * page served to the holder of the cookie can carry it, and the store need not keep it.
 */
export const csrfTokenFor = (sessionId: string): string =>
  createHmac("sha256", sessionId).update("staff-csrf-token").digest("base64url");

/** Compares two tokens in time that does not depend on where they differ. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One cookie's value from a Cookie header; undefined when absent (or present more than once, which only an attacker's injected cookie would do). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const values = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 && /^[A-Za-z0-9_-]{16,128}$/.test(values[0] as string) ? values[0] : undefined;
}

export const sessionCookie = (value: string): string =>
  `${SESSION_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=Strict`;
export const signInCookie = (value: string): string =>
  `${SIGN_IN_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${SIGN_IN_TIMEOUT_MS / 1000}`;
export const clearedCookie = (name: string, sameSite: "Strict" | "Lax"): string =>
  `${name}=; Path=/; Secure; HttpOnly; SameSite=${sameSite}; Max-Age=0`;

/**
 * Where to go once signed in: a path on the staff origin only. Anything else (another origin,
 * `//host`, a backslash some browsers read as a slash, control characters) returns to the inbox.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 512) return "/inbox";
  if (
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[^\x21-\x7e]/.test(value.replace(/ /g, "%20")) ||
    value.includes("\\")
  )
    return "/inbox";
  return value;
}
