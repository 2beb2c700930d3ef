import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * helmet with an enforced CSP. No inline script runs anywhere (JSON-LD and client data are data
 * blocks, which CSP does not execute), so pages carry no nonce and stay cacheable.
 */
function helmetMiddleware(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: [],
        },
      },
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // No opener policy: any value but unsafe-none makes Chromium move the page into a new
      // browsing context group on arrival, a second navigation commit in a cold renderer (Lighthouse
      // mobile: 100-450 ms of blocking time on every page). No visitor has state here for it to guard
      // (ADR 008, "The opener policy").
      crossOriginOpenerPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      res.setHeader(
        "Permissions-Policy",
        "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
      );
      next();
    },
  ];
}

/** What helmet sets, run once against a stand-in response: its headers do not depend on the request. */
function captureHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const fakeResponse = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: () => undefined,
  };
  for (const middleware of helmetMiddleware()) middleware({} as never, fakeResponse as never, () => {});
  return Object.freeze(headers);
}

/**
 * The one security header set, made by helmet once at start. Every writer sends it: held bytes
 * (responder.ts), the answers written per request and the raw-socket refusals (send.ts) build their
 * header block with `withSecurityHeaders`; Express's own writers (redirects) get it from
 * `securityHeaders`.
 */
export const SECURITY_HEADERS = captureHeaders();
const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** A response's header block: the one security set, then the response's own headers. */
export function withSecurityHeaders<Own extends Record<string, string | number>>(
  own: Own,
): Readonly<Record<string, string>> & Own {
  return { ...SECURITY_HEADERS, ...own };
}

/** Express middleware setting the one header set on every response the app writes. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of HEADER_ENTRIES) res.setHeader(name, value);
    next();
  };
}

/** The one header set as a plain object (a copy), for the bench's yardstick server. */
export function staticSecurityHeaders(): Record<string, string> {
  return { ...SECURITY_HEADERS };
}
