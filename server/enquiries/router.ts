import express, { Router, type NextFunction, type Request, type RequestHandler } from "express";
import { BUSINESS_SIZES, LEGAL_PRIORITIES, type BusinessSize } from "../../shared/content/contact-form";
import {
  CONTACT_FORM_ACTION,
  ENQUIRY_API_PATH,
  ENQUIRY_TOKEN_PATH,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
} from "../../shared/lib/enquiry-api";
import { parseEnquiry } from "../../shared/lib/enquiry-schema";
import type { EnquiryValues } from "../../shared/lib/enquiry-values";
import { ENQUIRY_RECEIVED_PATH } from "../../shared/routes";
import type pg from "pg";
import type { EnquiryPages } from "./form-page";
import { hashClientIp, type FormTokens } from "./form-token";
import { ACCEPTED, enquiryRateLimit } from "./rate-limit";
import type { EnquiryStore, NewEnquiry, SpamReason } from "./store";

/** POST /api/enquiries (JSON, the form with JavaScript) and POST /contact (the form without). */
export interface EnquiryRouterDeps {
  readonly store: EnquiryStore;
  readonly tokens: FormTokens;
  /** Salt for the stored hash of the client's IP address. */
  readonly clientHashSalt: string;
  /** Accepted enquiries per client per window; with `pool` (PostgreSQL) shared by every instance. */
  readonly rateLimit: { readonly windowMs: number; readonly max: number; readonly pool?: pg.Pool };
  readonly pages: EnquiryPages;
  /** Called after an enquiry is committed (the outbox worker's nudge). */
  readonly onStored?: () => void;
}

const BODY_LIMIT = "32kb";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const UNAVAILABLE_RETRY_AFTER_S = 30;

export function createEnquiryRouter(deps: EnquiryRouterDeps): Router {
  const { store, tokens, pages } = deps;
  const router = Router();

  // One budget per client across both endpoints; req.ip honours the app's "trust proxy" hop count.
  // Retry-After is set; the app's error handler answers JSON for /api, a status page for /contact.
  const limitEnquiries = enquiryRateLimit({ ...deps.rateLimit, salt: deps.clientHashSalt }, () => httpError(429, "Too many enquiries from this client"));

  router.get(ENQUIRY_TOKEN_PATH, (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ token: tokens.issue() });
  });
  router.all(ENQUIRY_TOKEN_PATH, methodNotAllowed("GET, HEAD"));

  router.post(
    ENQUIRY_API_PATH,
    limitEnquiries,
    requireContentType("application/json"),
    express.json({ limit: BODY_LIMIT, strict: true, type: "application/json" }),
    async (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      const body: unknown = req.body;
      if (!isRecord(body)) {
        next(httpError(400, "The body must be a JSON object"));
        return;
      }
      const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        res.status(400).json({ error: "invalid_idempotency_key" });
        return;
      }
      const parsed = parseEnquiry(body);
      if (!parsed.ok) {
        res.status(400).json({ error: "validation", fields: parsed.errors });
        return;
      }
      // A browser with JavaScript always fetches a token when the form mounts, so none at all is a bot.
      const spam = spamReason(body, { tokenRequired: true });
      try {
        const { id, duplicate } = await store.insertEnquiry(newEnquiry(req, parsed.enquiry, spam, idempotencyKey));
        // A retry of one already stored does not count against the client again.
        res.locals[ACCEPTED] = !duplicate;
        logStored(req, id, spam, duplicate);
        res.status(201).json({ id });
      } catch (error) {
        req.log.error({ err: error }, "could not store an enquiry");
        res.status(503).setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S)).json({ error: "unavailable" });
      }
    },
  );
  router.all(ENQUIRY_API_PATH, methodNotAllowed("POST"));

  router.get(CONTACT_FORM_ACTION, (_req, res) => {
    res.redirect(303, "/#contact");
  });

  router.post(
    CONTACT_FORM_ACTION,
    limitEnquiries,
    requireContentType("application/x-www-form-urlencoded"),
    express.urlencoded({ limit: BODY_LIMIT, extended: false, type: "application/x-www-form-urlencoded" }),
    async (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
      const posted = postedForm(body);
      const parsed = parseEnquiry(posted);
      if (!parsed.ok) {
        try {
          // A fresh token rides along, so the corrected post is checked for fill time like any other.
          const html = await pages.renderContactForm({ values: typedValues(posted), errors: parsed.errors, token: tokens.issue() });
          res.status(400).type("html").send(html);
        } catch (error) {
          next(error);
        }
        return;
      }
      // Pages are cached and identical for everyone, so the first no-JavaScript post carries no token:
      // it is judged by the honeypot alone. That lets a simple bot through when it skips the token,
      // which is the price of a form that works without JavaScript and without a third-party captcha.
      // A token that is present (the re-rendered form carries one) must still be valid and old enough.
      const spam = spamReason(body, { tokenRequired: false });
      try {
        const { id } = await store.insertEnquiry(newEnquiry(req, parsed.enquiry, spam));
        res.locals[ACCEPTED] = true;
        logStored(req, id, spam, false);
        res.redirect(303, ENQUIRY_RECEIVED_PATH);
      } catch (error) {
        req.log.error({ err: error }, "could not store an enquiry");
        res.status(503).setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S)).type("html").send(pages.renderStatus(503, "Service Unavailable"));
      }
    },
  );

  function spamReason(body: Record<string, unknown>, { tokenRequired }: { tokenRequired: boolean }): SpamReason | undefined {
    if (isFilledIn(body[HONEYPOT_FIELD])) return "honeypot";
    const verdict = tokens.check(firstString(body[FORM_TOKEN_FIELD]));
    if (verdict === "valid") return undefined;
    if (verdict === "missing") return tokenRequired ? "token-missing" : undefined;
    return `token-${verdict}`;
  }

  function newEnquiry(req: Request, enquiry: EnquiryValues, spam: SpamReason | undefined, idempotencyKey?: string): NewEnquiry {
    return { enquiry, spam, idempotencyKey, clientHash: hashClientIp(req.ip, deps.clientHashSalt) };
  }

  function logStored(req: Request, id: string, spam: SpamReason | undefined, duplicate: boolean) {
    // The enquiry's content is personal information: the log names it by id only.
    req.log.info({ enquiryId: id, spam: spam ?? false, duplicate }, duplicate ? "enquiry retried; already stored" : "enquiry stored");
    if (!duplicate && !spam) deps.onStored?.();
  }

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

/** What the visitor typed, to show again exactly; the select and checkboxes keep only what the form offers. */
function typedValues(posted: PostedForm): EnquiryValues {
  return {
    ...posted,
    businessSize: (BUSINESS_SIZES as readonly string[]).includes(posted.businessSize) ? (posted.businessSize as BusinessSize) : "",
    priorities: LEGAL_PRIORITIES.filter((priority) => posted.priorities.includes(priority)),
  };
}
