import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../../shared/lib/enquiry-api";
import type { EnquiryValues } from "../../../shared/lib/enquiry-values";
import { processCounts } from "../../platform/process-counts";
import type { FormTokens, TokenVerdict } from "../form-token";
import { enquiryClientHash } from "../rate-limit";
import { FormTokenUsedError, isQuarantined, type EnquiryStore, type NewEnquiry, type SpamReason } from "../store";
import { replyDueAt } from "../reply-due";
import { firstString, isFilledIn } from "./posted-form";

interface StoreEnquiryOptions {
  readonly tokenRequired: boolean;
  readonly idempotencyKey?: string;
}

/** Judges and stores one enquiry posted to either endpoint. */
export type StoreEnquiry = (
  req: Request,
  res: Response,
  enquiry: EnquiryValues,
  body: Record<string, unknown>,
  options: StoreEnquiryOptions,
) => Promise<{ id: string; duplicate: boolean }>;

/**
 * Judges and stores one enquiry. A form token counts once: posted again, its enquiry is still
 * stored and mailed, marked "token-reused" for a person to check.
 */
export function enquiryStorer({
  store,
  tokens,
  onStored,
  replyWithinBusinessDays,
}: {
  store: EnquiryStore;
  tokens: FormTokens;
  onStored?: () => void;
  /** The promise the served build shows (it changes with a publish); no due time when it gives none. */
  replyWithinBusinessDays?: (() => number | undefined) | undefined;
}): StoreEnquiry {
  return async (req, res, enquiry, body, { tokenRequired, idempotencyKey }) => {
    const receivedAt = new Date();
    const days = replyWithinBusinessDays?.();
    const token = firstString(body[FORM_TOKEN_FIELD]);
    const verdict = tokens.check(token);
    const spam = spamReason(isFilledIn(body[HONEYPOT_FIELD]), verdict, tokenRequired);
    const clientHash = enquiryClientHash(res);
    const input: NewEnquiry = {
      enquiry,
      receivedAt,
      ...(days === undefined ? {} : { replyDueAt: replyDueAt(receivedAt, days) }),
      spam,
      clientHash,
      // Keys are the client's own: the same key from another client is another enquiry.
      ...(idempotencyKey === undefined
        ? {}
        : {
            idempotencyKey: sha256(`${clientHash}\u0000${idempotencyKey}`),
            requestHash: sha256(JSON.stringify(enquiry)),
          }),
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
    req.log.info(
      { enquiryId: id, spam: stored.spam ?? false, duplicate, client: clientHash.slice(0, 16) },
      duplicate ? "enquiry retried; already stored" : "enquiry stored",
    );
    if (!duplicate) countStored(isQuarantined(stored.spam));
    if (!duplicate && !isQuarantined(stored.spam)) onStored?.();
    return result;
  };
}

/** For the staff listener's /metrics: enquiries stored by this process, quarantined or not. */
function countStored(quarantined: boolean): void {
  const stored = processCounts().enquiriesStored;
  if (quarantined) stored.quarantined += 1;
  else stored.notQuarantined += 1;
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

/** When a visitor is told to try again after the store failed to take an enquiry. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;
