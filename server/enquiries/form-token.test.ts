import { describe, expect, it } from "vitest";
import { createFormTokens, hashClientIp } from "./form-token";

describe("form tokens", () => {
  const tokens = createFormTokens({ secret: "s".repeat(32) });
  const issuedAt = 1_700_000_000_000;
  const token = tokens.issue(issuedAt);

  it("is issuedAt.nonce.signature, different every time", () => {
    expect(token).toMatch(/^1700000000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.issue(issuedAt)).not.toBe(token);
  });

  it("carries the start of a fill into the re-rendered form's token, or dates a first post back by the minimum", () => {
    expect(tokens.startOfFill(token, issuedAt + 1_000)).toBe(issuedAt);
    expect(tokens.startOfFill("", issuedAt + 1_000)).toBe(issuedAt + 1_000 - 3_000);
    expect(tokens.startOfFill(`${token}x`, issuedAt + 1_000)).toBe(issuedAt - 2_000);
    expect(tokens.startOfFill(token, issuedAt + 86_400_001)).toBe(issuedAt + 86_400_001 - 3_000);
  });

  it("is valid from 3 s to 24 h after issue", () => {
    expect(tokens.check(token, issuedAt + 2_999)).toBe("too-fast");
    expect(tokens.check(token, issuedAt + 3_000)).toBe("valid");
    expect(tokens.check(token, issuedAt + 86_400_000)).toBe("valid");
    expect(tokens.check(token, issuedAt + 86_400_001)).toBe("expired");
  });

  it("rejects missing, malformed, tampered and foreign tokens", () => {
    expect(tokens.check(undefined)).toBe("missing");
    expect(tokens.check("")).toBe("missing");
    expect(tokens.check(["x"])).toBe("invalid");
    expect(tokens.check("not-a-token")).toBe("invalid");
    const [, nonce, signature] = token.split(".");
    expect(tokens.check(`1600000000000.${nonce}.${signature}`, issuedAt + 10_000)).toBe("invalid");
    expect(tokens.check(`01700000000000.${nonce}.${signature}`, issuedAt + 10_000)).toBe("invalid");
    const other = createFormTokens({ secret: "t".repeat(32) });
    expect(other.check(token, issuedAt + 10_000)).toBe("invalid");
  });

  it("uses a random secret per process when none is configured", () => {
    const a = createFormTokens();
    const b = createFormTokens();
    expect(b.check(a.issue(0), 10_000)).toBe("invalid");
  });
});

describe("hashClientIp", () => {
  it("is a salted SHA-256 that never contains the address", () => {
    const hash = hashClientIp("203.0.113.7", "salt");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.7");
    expect(hashClientIp("203.0.113.7", "other salt")).not.toBe(hash);
    expect(hashClientIp(undefined, "salt")).toBeUndefined();
  });
});
