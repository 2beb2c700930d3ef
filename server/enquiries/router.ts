import { createHash } from "node:crypto";
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { BUSINESS_SIZES, CONTACT_FORM, ENQUIRY_LIMITS, LEGAL_PRIORITIES, type BusinessSize } from "../../shared/content/contact-form";
import {
  CONTACT_FORM_ACTION,
  ENQUIRY_API_PATH,
  ENQUIRY_TOKEN_PATH,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
} from "../../shared/lib/enquiry-api";
import { parseEnquiry } from "../../shared/lib/enquiry-schema";
import { emptyEnquiry, type EnquiryValues } from "../../shared/lib/enquiry-values";
import { contactPrefillFrom } from "../../shared/lib/contact-prefill";
import { ENQUIRY_RECEIVED_PATH } from "../../shared/routes";
import type pg from "pg";
import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { sendJson, sendPage } from "../http/send";
import { renderClientOf } from "../pages/render-page";
import type { EnquiryPages } from "./form-page";
import { type FormTokens, type TokenVerdict } from "./form-token";
import { enquiryClientHash, enquiryRateLimit, settleEnquiryBudget } from "./rate-limit";
import { FormTokenUsedError, IdempotencyKeyReusedError, isQuarantined, type EnquiryStore, type NewEnquiry, type SpamReason } from "./store";

/** POST /api/enquiries (JSON, the form with JavaScript) and POST /contact (the form without). */
export interface EnquiryRouterDeps {
  readonly store: EnquiryStore;
  readonly tokens: FormTokens;
  /** Salt for the stored hash of the client's IP address. */
  readonly clientHashSalt: string;
  /** Accepted enquiries per client per window; with `pool` (PostgreSQL) shared by every instance. */
  readonly rateLimit: { readonly windowMs: number; readonly max: number; readonly pool?: pg.Pool };
  readonly pages: EnquiryPages;
  /** The site's own address (SITE_URL): a post whose Origin is anything else is refused. */
  readonly siteUrl: string;
  /** Called after an enquiry is committed (the outbox worker's nudge). */
  readonly onStored?: () => void;
}

/**
 * Every field at its limit in any script must fit: a character outside the BMP is 4 bytes of UTF-8,
 * 12 once percent-encoded (or as a JSON surrogate pair), plus room for the names, checkboxes and token.
 */
export const BODY_LIMIT_BYTES = Object.values(ENQUIRY_LIMITS).reduce((sum: number, max: number) => sum + max, 0) * 12 + 8 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const UNAVAILABLE_RETRY_AFTER_S = 30;
const readForm = express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, type: "application/x-www-form-urlencoded" });

export function createEnquiryRouter(deps: EnquiryRouterDeps): Router {
  const { store, tokens, pages } = deps;
  const router = Router();
  const siteOrigin = new URL(deps.siteUrl).origin;

  /**
   * A hostile page could make each of its visitors post an enquiry (spreading past the per-client
   * limit): refuse a post the browser marks as cross-site, or whose Origin is not this site's.
   * Same-site posts and clients that send neither header (curl, old browsers) pass.
   */
  const sameSiteOnly: RequestHandler = (req, res, next) => {
    const origin = req.get("Origin");
    // Header values are compared without case: "Cross-Site" is cross-site too.
    if (req.get("Sec-Fetch-Site")?.toLowerCase() !== "cross-site" && (origin === undefined || origin === siteOrigin)) {
      next();
      return;
    }
    req.log.warn({ origin: origin?.slice(0, 200), fetchSite: req.get("Sec-Fetch-Site")?.slice(0, 40) }, "refused a cross-site enquiry");
    if (req.path === CONTACT_FORM_ACTION) {
      refuseForm(req, res, 403);
      return;
    }
    sendJson(res, 403, { error: "cross_site" });
  };

  /**
   * A no-JavaScript enquiry refused before it was judged (cross-site, over the rate limit): the
   * status page says why and what to do, and shows what was typed, read from the body for that
   * alone and never stored, so the visitor loses nothing.
   */
  const refuseForm = (req: Request, res: Response, status: number) => {
    readForm(req, res, () => {
      const retryAfter = Number(res.getHeader("Retry-After"));
      const typed = isRecord(req.body) ? typedList(postedForm(req.body)) : [];
      sendPage(res, status, pages.renderStatus(status, { typed, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) }));
    });
  };

  // One budget per client across both endpoints; req.ip honours the app's "trust proxy" hop count.
  // Retry-After is set; the app's error handler answers JSON for /api, a status page for /contact.
  const limitEnquiries = enquiryRateLimit(
    { ...deps.rateLimit, salt: deps.clientHashSalt },
    { tooMany: () => httpError(429, "Too many enquiries from this client"), clientGone: () => httpError(400, "The connection closed before the request was read") },
  );

  router.get(ENQUIRY_TOKEN_PATH, (_req, res) => {
    sendJson(res, 200, { token: tokens.issue() });
  });
  router.all(ENQUIRY_TOKEN_PATH, methodNotAllowed("GET, HEAD"));

  router.post(
    ENQUIRY_API_PATH,
    sameSiteOnly,
    limitEnquiries,
    requireContentType("application/json"),
    express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: "application/json" }),
    async (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      const body: unknown = req.body;
      if (!isRecord(body)) {
        next(httpError(400, "The body must be a JSON object"));
        return;
      }
      const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        settleEnquiryBudget(res, "invalid");
        sendJson(res, 400, { error: "invalid_idempotency_key" });
        return;
      }
      const parsed = parseEnquiry(body);
      if (!parsed.ok) {
        settleEnquiryBudget(res, "invalid");
        sendJson(res, 400, { error: "validation", fields: parsed.errors });
        return;
      }
      // A browser with JavaScript always fetches a token when the form mounts, so none at all is suspect.
      try {
        const { id, duplicate } = await insert(req, res, parsed.enquiry, body, { tokenRequired: true, idempotencyKey });
        // A retry of one already stored does not count against the client again.
        settleEnquiryBudget(res, duplicate ? "returned" : "accepted");
        sendJson(res, 201, { id });
      } catch (error) {
        if (error instanceof IdempotencyKeyReusedError) {
          settleEnquiryBudget(res, "invalid");
          req.log.warn("idempotency key reused with a different enquiry");
          sendJson(res, 422, { error: "idempotency_key_reused" });
          return;
        }
        settleEnquiryBudget(res, "returned");
        req.log.error({ err: error }, "could not store an enquiry");
        sendJson(res, 503, { error: "unavailable" }, { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_S) });
      }
    },
  );
  router.all(ENQUIRY_API_PATH, methodNotAllowed("POST"));

  // A link into the form with some of it filled in (a practice area's "Discuss ... with us"): the
  // home page rendered with the form so filled, per request and never kept (the query is the
  // visitor's), within the same bound on renders as a form sent back. Anything else goes to the form.
  router.get(CONTACT_FORM_ACTION, (req, res, next) => {
    const prefill = contactPrefillFrom(req.query as Record<string, unknown>);
    if (!prefill) {
      res.redirect(303, "/#contact");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    pages
      .renderContactForm({ values: { ...emptyEnquiry(), priorities: [...prefill.priorities], message: prefill.message }, token: tokens.issue() }, renderClientOf(res))
      .then((html) => sendPage(res, 200, html), next);
  });

  router.post(
    CONTACT_FORM_ACTION,
    sameSiteOnly,
    limitEnquiries,
    requireContentType("application/x-www-form-urlencoded"),
    readForm,
    async (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
      const posted = postedForm(body);
      const parsed = parseEnquiry(posted);
      // The re-rendered form's token carries when this fill started, so a visitor who corrects a
      // field and posts again within the minimum fill time is not taken for a bot.
      const formAgain = (status: number, seed: Omit<ContactFormSeed, "values" | "token">) =>
        pages
          .renderContactForm({ ...seed, values: typedValues(posted), token: tokens.issue(tokens.startOfFill(firstString(body[FORM_TOKEN_FIELD]))) }, renderClientOf(res))
          .then((html) => sendPage(res, status, html), next);
      if (!parsed.ok) {
        settleEnquiryBudget(res, "invalid");
        await formAgain(400, { errors: parsed.errors });
        return;
      }
      // Pages are cached and identical for everyone, so the first no-JavaScript post carries no token:
      // it is judged by the honeypot alone. That lets a simple bot through when it skips the token,
      // which is the price of a form that works without JavaScript and without a third-party captcha.
      // A token that is present (the re-rendered form carries one) is judged like the API's.
      try {
        await insert(req, res, parsed.enquiry, body, { tokenRequired: false });
        settleEnquiryBudget(res, "accepted");
        res.redirect(303, ENQUIRY_RECEIVED_PATH);
      } catch (error) {
        settleEnquiryBudget(res, "returned");
        req.log.error({ err: error }, "could not store an enquiry");
        // Nothing is lost: the form comes back with everything typed and a note to try again shortly.
        res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
        await formAgain(503, { notice: CONTACT_FORM.failure.unavailableTryAgain });
      }
    },
  );

  /**
   * Judges and stores one enquiry. A form token counts once: posted again, its enquiry is still
   * stored and mailed, marked "token-reused" for a person to check.
   */
  async function insert(
    req: Request,
    res: Response,
    enquiry: EnquiryValues,
    body: Record<string, unknown>,
    { tokenRequired, idempotencyKey }: { tokenRequired: boolean; idempotencyKey?: string },
  ) {
    const token = firstString(body[FORM_TOKEN_FIELD]);
    const verdict = tokens.check(token);
    const spam = spamReason(isFilledIn(body[HONEYPOT_FIELD]), verdict, tokenRequired);
    const clientHash = enquiryClientHash(res);
    const input: NewEnquiry = {
      enquiry,
      spam,
      clientHash,
      // Keys are the client's own: the same key from another client is another enquiry.
      ...(idempotencyKey === undefined
        ? {}
        : { idempotencyKey: sha256(`${clientHash}\u0000${idempotencyKey}`), requestHash: sha256(JSON.stringify(enquiry)) }),
      ...(verdict === "invalid" || verdict === "missing" ? {} : { formToken: token }),
    };
    let result: { id: string; duplicate: boolean };
    let stored = input;
    try {
      result = await store.insertEnquiry(input);
    } catch (error) {
      if (!(error instanceof FormTokenUsedError)) throw error;
      stored = { ...input, formToken: undefined, spam: isQuarantined(spam) ? spam : "token-reused" };
      result = await store.insertEnquiry(stored);
    }
    // The enquiry's content is personal information: the log names it by id only.
    const { id, duplicate } = result;
    // The client by the salted hash the rate limit counts (its first 16 characters), never its address.
    req.log.info({ enquiryId: id, spam: stored.spam ?? false, duplicate, client: clientHash.slice(0, 16) }, duplicate ? "enquiry retried; already stored" : "enquiry stored");
    if (!duplicate && !isQuarantined(stored.spam)) deps.onStored?.();
    return result;
  }

  // A request that failed before its handler decided (a malformed or oversized body, a wrong type,
  // a client that left mid-body) settles its point here, then the app answers it.
  // A no-JavaScript enquiry over the rate limit is shown what it typed, as a cross-site one is.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown } | undefined)?.status;
    settleEnquiryBudget(res, typeof status === "number" && status >= 400 && status < 500 ? "invalid" : "returned");
    if (status === 429 && req.method === "POST" && req.path === CONTACT_FORM_ACTION && req.accepts("html")) refuseForm(req, res, 429);
    else next(error);
  });

  return router;
}

/** 415 unless the body is declared as `type` (checked before any parsing). */
function requireContentType(type: string): RequestHandler {
  return (req, _res, next) => {
    next(req.is(type) ? undefined : httpError(415, `Expected ${type}`));
  };
}

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res, next: NextFunction) => {
    res.setHeader("Allow", allow);
    next(httpError(405, "Method Not Allowed"));
  };
}

function httpError(status: number, message: string): Error & { status: number; expose: boolean } {
  return Object.assign(new Error(message), { status, expose: true });
}

function spamReason(honeypotFilled: boolean, verdict: TokenVerdict, tokenRequired: boolean): SpamReason | undefined {
  if (honeypotFilled) return "honeypot";
  if (verdict === "valid") return undefined;
  if (verdict === "missing") return tokenRequired ? "token-missing" : undefined;
  return `token-${verdict}`;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A urlencoded field is a string, or an array when the name repeats; take the first. */
function firstString(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return "";
}

function isFilledIn(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(isFilledIn);
  return true;
}

interface PostedForm extends Omit<EnquiryValues, "businessSize" | "priorities"> {
  readonly businessSize: string;
  readonly priorities: string[];
}

/** The urlencoded body in the form's shape: one string per field (the first, if a name repeats), every checkbox ticked. */
function postedForm(body: Record<string, unknown>): PostedForm {
  const priorities = body.priorities === undefined ? [] : Array.isArray(body.priorities) ? body.priorities : [body.priorities];
  return {
    name: firstString(body.name),
    company: firstString(body.company),
    role: firstString(body.role),
    email: firstString(body.email),
    phone: firstString(body.phone),
    businessSize: firstString(body.businessSize),
    priorities: priorities.map(String),
    message: firstString(body.message),
  };
}

/** What the visitor typed, as the form labels it, for a page that cannot show the form itself; empty fields left out. */
function typedList(posted: PostedForm): Array<readonly [string, string]> {
  const { labels } = CONTACT_FORM;
  // "Name *": the asterisk marks a required field on the form, not here.
  const label = (text: string) => (text.endsWith(" *") ? text.slice(0, -2) : text);
  const fields: Array<readonly [string, string]> = [
    [label(labels.name), posted.name],
    [label(labels.company), posted.company],
    [label(labels.role), posted.role],
    [label(labels.email), posted.email],
    [label(labels.phone), posted.phone],
    [label(labels.businessSize), posted.businessSize],
    [label(labels.priorities), posted.priorities.join(", ")],
    [label(labels.message), posted.message],
  ];
  return fields.filter(([, value]) => value.trim() !== "");
}

/** What the visitor typed, to show again exactly; the select and checkboxes keep only what the form offers. */
function typedValues(posted: PostedForm): EnquiryValues {
  return {
    ...posted,
    businessSize: (BUSINESS_SIZES as readonly string[]).includes(posted.businessSize) ? (posted.businessSize as BusinessSize) : "",
    priorities: LEGAL_PRIORITIES.filter((priority) => posted.priorities.includes(priority)),
  };
}
