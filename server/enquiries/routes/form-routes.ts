import type { NextFunction, Request, Response, Router } from "express";
import { FORM_NOT_STORED_NOTICE } from "../../../shared/content/contact-form";
import type { ContactFormSeed } from "../../../shared/hooks/use-contact-form";
import { contactPrefillFrom } from "../../../shared/lib/contact-prefill";
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD } from "../../../shared/lib/enquiry-api";
import { parseEnquiry } from "../../../shared/lib/enquiry-schema";
import { ENQUIRY_RECEIVED_PATH } from "../../../shared/routes";
import { renderClientOf } from "../../pages/render-page";
import { RenderBusyError } from "../../pages/render-limit";
import type { EnquiryPages } from "../form-page";
import type { FormTokens } from "../form-token";
import { settleEnquiryBudget } from "../rate-limit";
import { requireContentType } from "./http-errors";
import type { PostGuards } from "./post-guards";
import { firstString, isRecord, postedForm, typedList, typedValues, type PostedForm } from "./posted-form";
import { readForm } from "./request-body";
import { UNAVAILABLE_RETRY_AFTER_S, type StoreEnquiry } from "./store-enquiry";
import { sendPage } from "../../http/send";

interface FormRouteDeps {
  readonly pages: EnquiryPages;
  readonly tokens: FormTokens;
  readonly storeEnquiry: StoreEnquiry;
}

/** GET and POST /contact: the form without JavaScript, answered in HTML. */
export function addFormRoutes(router: Router, guards: PostGuards, deps: FormRouteDeps): void {
  router.get(CONTACT_FORM_ACTION, (req, res, next) => showPrefilledForm(req, res, next, deps));
  router.post(
    CONTACT_FORM_ACTION,
    guards.sameSiteOnly,
    guards.limitEnquiries,
    requireContentType("application/x-www-form-urlencoded"),
    readForm,
    (req, res, next) => submitForm(req, res, next, deps),
  );
}

/**
 * A link into the form with some of it filled in (a practice area's "Discuss ... with us"): the
 * home page with the form so filled; held for the links the site publishes, else rendered per
 * request and never kept (the query is the visitor's), within the same bound on renders as a form
 * sent back. Anything else goes to the form.
 */
function showPrefilledForm(req: Request, res: Response, next: NextFunction, { pages, tokens }: FormRouteDeps): void {
  const prefill = contactPrefillFrom(req.query as Record<string, unknown>);
  if (!prefill) {
    res.redirect(303, "/#contact");
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  pages
    .renderPrefilledForm(prefill, () => tokens.issue(), renderClientOf(res))
    .then((html) => sendPage(res, 200, html), next);
}

/**
 * The form could not be rendered again (the bound on per-request renders is spent): the visitor
 * still gets back what they typed, on the kept status page, with how long to wait.
 */
function typedBackWhileBusy(res: Response, pages: EnquiryPages, posted: PostedForm, busy: RenderBusyError): void {
  res.setHeader("Retry-After", String(busy.retryAfterSeconds));
  sendPage(res, 503, pages.renderStatus(503, { typed: typedList(posted), retryAfterSeconds: busy.retryAfterSeconds }));
}

async function submitForm(
  req: Request,
  res: Response,
  next: NextFunction,
  { pages, tokens, storeEnquiry }: FormRouteDeps,
): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  const body: Record<string, unknown> = isRecord(req.body) ? req.body : {};
  const posted = postedForm(body);
  const parsed = parseEnquiry(posted);
  // The re-rendered form's token carries when this fill started, so a visitor who corrects a
  // field and posts again within the minimum fill time is not taken for a bot.
  const formAgain = (status: number, seed: Omit<ContactFormSeed, "values" | "token">) =>
    pages
      .renderContactForm(
        {
          ...seed,
          values: typedValues(posted),
          token: tokens.issue(tokens.startOfFill(firstString(body[FORM_TOKEN_FIELD]))),
        },
        renderClientOf(res),
      )
      .then(
        (html) => sendPage(res, status, html),
        (error: unknown) =>
          error instanceof RenderBusyError ? typedBackWhileBusy(res, pages, posted, error) : next(error),
      );
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
    await storeEnquiry(req, res, parsed.enquiry, body, { tokenRequired: false });
    settleEnquiryBudget(res, "accepted");
    res.redirect(303, ENQUIRY_RECEIVED_PATH);
  } catch (error) {
    settleEnquiryBudget(res, "returned");
    req.log.error({ err: error }, "could not store an enquiry");
    // Nothing is lost: the form comes back with everything typed and a note to try again shortly.
    res.setHeader("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    await formAgain(503, { notice: FORM_NOT_STORED_NOTICE });
  }
}
