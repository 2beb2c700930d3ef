import type { Request, Response } from "express";
import type { AuditSink } from "../enquiries/audit";
import type { Logger } from "../platform/logger";
import { staffOf, type RefusalNote } from "./request-checks";
import { readCookie, SESSION_COOKIE } from "./session-cookie";

/** Refused requests recorded one by one in a minute, from every client together; the rest are counted. */
export const REFUSALS_RECORDED_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
/** A path is the client's to choose: the record keeps its start. */
const PATH_LIMIT = 200;

interface RefusedRequestsOptions {
  readonly audit: AuditSink;
  readonly logger: Logger;
  /** Whose session a cookie's value names, or undefined (read only: a refused request keeps no session alive). */
  readonly whoIs: (cookieValue: string | undefined) => Promise<string | undefined>;
  readonly now: () => number;
}

/**
 * The audit trail's record of state-changing requests the staff listener refused, from another site
 * (origin) or without the session's token (token): who, when the session is known, the method and
 * path, and the reason. Bounded, so a flood of forged requests cannot bury the trail: one record a
 * minute per client address and reason, at most REFUSALS_RECORDED_PER_MINUTE a minute in all; those
 * not recorded are counted, and the count goes into the next record.
 */
export function refusedRequests({ audit, logger, whoIs, now }: RefusedRequestsOptions): RefusalNote {
  let minute = -1;
  const recordedThisMinute = new Set<string>();
  let uncounted = 0;
  return async (req: Request, res: Response, reason) => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      recordedThisMinute.clear();
    }
    const key = `${req.ip ?? ""} ${reason}`;
    if (recordedThisMinute.has(key) || recordedThisMinute.size >= REFUSALS_RECORDED_PER_MINUTE) {
      uncounted += 1;
      return;
    }
    recordedThisMinute.add(key);
    const more = uncounted;
    uncounted = 0;
    const path = req.path.slice(0, PATH_LIMIT);
    const detail = `${reason}: ${req.method} ${path}${more > 0 ? `; ${more} more refused since the last one recorded` : ""}`;
    logger.warn({ reason, method: req.method, path }, "staff request refused");
    try {
      const actor = staffOf(res)?.email ?? (await whoIs(readCookie(req.get("cookie"), SESSION_COOKIE))) ?? "unknown";
      await audit({ actor, action: "request-refused", detail });
    } catch (error) {
      // The refusal stands either way; only its record is lost.
      logger.error({ err: error }, "staff: a refused request could not be recorded in the audit trail");
    }
  };
}
