import type { NextFunction, Request, Response, Router } from "express";
import { ENQUIRY_API_PATH, IDEMPOTENCY_KEY_HEADER } from "../../../shared/lib/enquiry-api";
import { parseEnquiry } from "../../../shared/lib/enquiry-schema";
import { settleEnquiryBudget } from "../rate-limit";
import { IdempotencyKeyReusedError } from "../store";
import { httpError, methodNotAllowed, requireContentType } from "./http-errors";
import type { PostGuards } from "./post-guards";
import { isRecord } from "./posted-form";
import { readJson } from "./request-body";
import { UNAVAILABLE_RETRY_AFTER_S, type StoreEnquiry } from "./store-enquiry";
import { sendJson } from "../../http/send";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** POST /api/enquiries: the form with JavaScript, answered in JSON. */
export function addJsonSubmissionRoute(router: Router, guards: PostGuards, storeEnquiry: StoreEnquiry): void {
  router.post(
    ENQUIRY_API_PATH,
    guards.sameSiteOnly,
    guards.limitEnquiries,
    requireContentType("application/json"),
    readJson(),
    (req, res, next) => submitJson(req, res, next, storeEnquiry),
  );
  router.all(ENQUIRY_API_PATH, methodNotAllowed("POST"));
}

async function submitJson(req: Request, res: Response, next: NextFunction, storeEnquiry: StoreEnquiry): Promise<void> {
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
    const { id, duplicate } = await storeEnquiry(req, res, parsed.enquiry, body, {
      tokenRequired: true,
      idempotencyKey,
    });
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
}
