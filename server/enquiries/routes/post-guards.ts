import type { RequestHandler } from "express";

/** What every enquiry post passes first: the cross-site check, then the client's budget. */
export interface PostGuards {
  readonly sameSiteOnly: RequestHandler;
  readonly limitEnquiries: RequestHandler;
}
