import type { Request, Response, Router } from "express";
import { queenslandStamp } from "../../enquiries/queensland-time";
import type { StoredEnquiry } from "../../enquiries/store";
import type { InboxContext } from "./context";
import type { CorrectionState } from "./correction-form";
import { ConfirmDeletePage, DeletedPage } from "./delete-page";
import { EnquiryPage, type EnquiryView } from "./enquiry-page";
import { queryText } from "./format";
import { lookUp } from "./enquiry-lookup";
import { sendPage, staffOf } from "./shell";

/** What the page says after an action's redirect (`?done=`). */
export const NOTICES: Readonly<Record<string, string>> = {
  replied: "Marked replied.",
  status: "Status set.",
  assign: "Assignment saved.",
  note: "Note added.",
  corrected: "Corrections saved.",
  unchanged: "Nothing was different, so nothing was corrected.",
};

/** The enquiry page, as read or as a refused action leaves it (with its problem, the status it answers with). */
export async function sendEnquiry(
  context: InboxContext,
  res: Response,
  enquiry: StoredEnquiry,
  extra: { status?: number; notice?: string; problem?: EnquiryView["problem"]; correction?: CorrectionState } = {},
): Promise<void> {
  const [notes, history, staffAddresses] = await Promise.all([
    context.store.inbox.notes(enquiry.id),
    context.store.inbox.auditTrail({ enquiryId: enquiry.id, limit: 100, offset: 0 }),
    context.store.inbox.staffAddresses(),
  ]);
  const view: EnquiryView = {
    enquiry,
    notes,
    history: history.entries,
    staffAddresses,
    staff: staffOf(res),
    now: context.now(),
    ...extra,
  };
  sendPage(res, extra.status ?? 200, {
    title: enquiry.name || "Enquiry",
    section: enquiry.spam ? "quarantined" : "inbox",
    body: <EnquiryPage view={view} />,
  });
}

/** `/inbox/:id` to read one whole (recorded as a view), and the delete confirmation. */
export function enquiryRoutes(router: Router, context: InboxContext): void {
  router.get("/inbox/:id", async (req: Request, res: Response) => {
    const enquiry = await lookUp(context, req, res);
    if (!enquiry) return;
    await context.audit({ actor: staffOf(res).email, action: "view", enquiryId: enquiry.id });
    const done = queryText(req.query.done);
    await sendEnquiry(context, res, enquiry, done && Object.hasOwn(NOTICES, done) ? { notice: NOTICES[done] } : {});
  });

  router.get("/inbox/:id/delete", async (req, res) => {
    const enquiry = await lookUp(context, req, res);
    if (!enquiry) return;
    sendPage(res, 200, {
      title: "Delete enquiry",
      section: enquiry.spam ? "quarantined" : "inbox",
      body: <ConfirmDeletePage enquiry={enquiry} staff={staffOf(res)} />,
    });
  });

  router.post("/inbox/:id/delete", async (req, res) => {
    const found = await lookUp(context, req, res);
    if (!found) return;
    const deleted = await context.store.deleteEnquiry(found.id);
    if (!deleted) return void (await lookUp(context, req, res)); // deleted meanwhile: says so
    // The record that it happened, never what it held: when it was received is not the enquirer's information.
    await context.audit({
      actor: staffOf(res).email,
      action: "delete",
      enquiryId: deleted.id,
      detail: `received ${queenslandStamp(deleted.receivedAt)}`,
    });
    sendPage(res, 200, { title: "Enquiry deleted", body: <DeletedPage enquiry={deleted} /> });
  });
}
