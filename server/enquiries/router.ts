import { Router } from "express";
import type pg from "pg";
import type { EnquiryPages } from "./form-page";
import type { FormTokens } from "./form-token";
import { enquiryRateLimit } from "./rate-limit";
import type { EnquiryStore } from "./store";
import { addFormRoutes } from "./routes/form-routes";
import { httpError } from "./routes/http-errors";
import { addJsonSubmissionRoute } from "./routes/json-route";
import { formRefusal, sameSiteOnly, settleUnanswered } from "./routes/refusals";
import { enquiryStorer } from "./routes/store-enquiry";
import { addTokenRoute } from "./routes/token-route";

export { BODY_LIMIT_BYTES } from "./routes/request-body";

/** POST /api/enquiries (JSON, the form with JavaScript) and POST /contact (the form without). */
interface EnquiryRouterDeps {
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
  /** The reply promised beside the form (plans.json), from which each enquiry's due time is set; none stored when absent. */
  readonly replyWithinBusinessDays?: () => number | undefined;
}

/** The enquiry routes (server/enquiries/routes/), in the order they must be matched. */
export function createEnquiryRouter(deps: EnquiryRouterDeps): Router {
  const { store, tokens, pages } = deps;
  const router = Router();
  const refuseForm = formRefusal(pages);
  const guards = {
    sameSiteOnly: sameSiteOnly(deps.siteUrl, refuseForm),
    // One budget per client across both endpoints; req.ip honours the app's "trust proxy" hop count.
    // Retry-After is set; the app's error handler answers JSON for /api, a status page for /contact.
    limitEnquiries: enquiryRateLimit(
      { ...deps.rateLimit, salt: deps.clientHashSalt },
      {
        tooMany: () => httpError(429, "Too many enquiries from this client"),
        clientGone: () => httpError(400, "The connection closed before the request was read"),
      },
    ),
  };
  const storeEnquiry = enquiryStorer({
    store,
    tokens,
    onStored: deps.onStored,
    replyWithinBusinessDays: deps.replyWithinBusinessDays,
  });

  addTokenRoute(router, tokens);
  addJsonSubmissionRoute(router, guards, storeEnquiry);
  addFormRoutes(router, guards, { pages, tokens, storeEnquiry });
  router.use(settleUnanswered(refuseForm));
  return router;
}
