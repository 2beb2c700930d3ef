import type { Router } from "express";
import { AuditPage } from "./audit-page";
import type { InboxContext } from "./context";
import { pageNumber, queryText } from "./format";
import { sendPage, sendProblem } from "./shell";

/** `/audit`: the trail, newest first, filtered by person and enquiry. */
export function auditRoutes(router: Router, context: InboxContext): void {
  router.get("/audit", async (req, res) => {
    const actor = (queryText(req.query.actor) ?? "").trim().slice(0, 254);
    const enquiryId = (queryText(req.query.enquiry) ?? "").trim().toLowerCase().slice(0, 36);
    const page = pageNumber(req.query.page);
    if (page === undefined)
      return sendProblem(res, 400, "Not a page", "The page must be a whole number from 1.", "audit");
    const [trail, actors] = await Promise.all([
      context.store.inbox.auditTrail({
        actor: actor || undefined,
        enquiryId: enquiryId || undefined,
        limit: context.pageSize,
        offset: (page - 1) * context.pageSize,
      }),
      context.store.inbox.staffAddresses(),
    ]);
    sendPage(res, 200, {
      title: "Audit trail",
      section: "audit",
      body: (
        <AuditPage
          view={{
            entries: trail.entries,
            total: trail.total,
            page,
            pageSize: context.pageSize,
            actor,
            enquiryId,
            actors,
          }}
        />
      ),
    });
  });
}
