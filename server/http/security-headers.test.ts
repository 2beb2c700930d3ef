import request from "supertest";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./security-headers";
import { newestShippedPost } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";

function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  const csp = headers["content-security-policy"] ?? "";
  const directives = Object.fromEntries(
    csp
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(" ")]),
  );
  expect(directives["default-src"]).toBe("'self'");
  expect(directives["script-src"]).toBe("'self'");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(directives["object-src"]).toBe("'none'");
  expect(directives["base-uri"]).toBe("'none'");
  expect(directives["frame-ancestors"]).toBe("'none'");
  expect(directives["form-action"]).toBe("'self'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
  // Deliberately absent: it costs every page a second navigation commit (ADR 008).
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
}

describe("security headers", () => {
  const { app } = createTestApp();

  it.each([
    ["home", "get", "/", 200],
    ["blog list", "get", "/blog", 200],
    ["blog post", "get", `/blog/${newestShippedPost().slug}`, 200],
    ["terms", "get", "/terms-of-service", 200],
    ["privacy", "get", "/privacy-policy", 200],
    ["enquiry received", "get", "/contact/received", 200],
    ["404 page", "get", "/nowhere", 404],
    ["hashed asset", "get", "/assets/client-TEST.js", 200],
    ["missing asset", "get", "/assets/nope.js", 404],
    ["public file", "get", "/robots.txt", 200],
    ["image", "get", "/images/og-image.png", 200],
    ["sitemap", "get", "/sitemap.xml", 200],
    ["feed", "get", "/blog/rss.xml", 200],
    ["fragments", "get", "/fragments/home.json", 200],
    ["health", "get", "/healthz", 200],
    ["readiness", "get", "/readyz", 200],
    ["form token", "get", "/api/enquiries/token", 200],
    ["HEAD of a page", "head", "/blog", 200],
    ["trailing-slash redirect", "get", "/blog/", 308],
    ["405", "delete", "/", 405],
    ["bad percent-encoding", "get", "/%", 400],
    ["enquiry validation error", "post", "/api/enquiries", 400],
  ] as const)("%s (%s %s → %i)", async (_name, method, path, status) => {
    const agent = request(app);
    const response = await agent[method](path).send(method === "post" ? { name: "" } : undefined);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response.headers as Record<string, string>);
    // One header set: the app's, the responder's and every refusal's are the same, to the byte.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
  });

  it("the one set itself holds the policy: every writer sends it (one-header-set.system.test.ts)", () => {
    expectSecurityHeaders(SECURITY_HEADERS);
  });
});
