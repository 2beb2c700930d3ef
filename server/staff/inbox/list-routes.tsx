import type { Router } from "express";
import { queenslandToday } from "../../../shared/lib/dates";
import { parseDateRange } from "../../enquiries/date-range";
import { isEnquiryStatus } from "../../enquiries/inbox-store";
import type { InboxContext } from "./context";
import { pageNumber, queryText } from "./format";
import { enquiriesToLabelledCsv } from "./inbox-csv";
import { ListPage } from "./list-page";
import { sendPage, sendProblem, staffOf } from "./shell";

/** The most an export holds: a practice's enquiries over years, well within memory. */
const EXPORT_LIMIT = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `/inbox`: the list or the quarantined tab, searched, filtered by status, a page at a time. */
export function listRoutes(router: Router, context: InboxContext): void {
  router.get("/inbox", async (req, res) => {
    const quarantined = queryText(req.query.tab) === "quarantined";
    const text = (queryText(req.query.q) ?? "").trim().slice(0, 200);
    const status = queryText(req.query.status) ?? "";
    const page = pageNumber(req.query.page);
    if (status !== "" && !isEnquiryStatus(status))
      return sendProblem(res, 400, "Unknown status", `"${status.slice(0, 40)}" is not a status.`);
    if (page === undefined) return sendProblem(res, 400, "Not a page", "The page must be a whole number from 1.");
    const found = await context.store.inbox.search({
      text,
      quarantined,
      ...(status ? { status } : {}),
      limit: context.pageSize,
      offset: (page - 1) * context.pageSize,
    });
    const now = context.now();
    const today = queenslandToday(now);
    // Queensland keeps one offset all year: six days back is always the seventh Queensland day.
    const weekAgo = queenslandToday(new Date(now.getTime() - 6 * DAY_MS));
    sendPage(res, 200, {
      title: quarantined ? "Quarantined" : "Inbox",
      section: quarantined ? "quarantined" : "inbox",
      body: (
        <ListPage
          view={{
            quarantined,
            text,
            status: status || undefined,
            page,
            pageSize: context.pageSize,
            total: found.total,
            enquiries: found.enquiries,
            now,
            exportFrom: weekAgo,
            exportTo: today,
          }}
        />
      ),
    });
  });

  router.get("/inbox/export", async (req, res) => {
    const from = queryText(req.query.from) ?? "";
    const to = queryText(req.query.to) ?? "";
    if (!from || !to)
      return sendProblem(res, 400, "Choose a range", "An export needs both dates: from and to (YYYY-MM-DD).");
    const range = parseDateRange(from, to);
    if (!range.ok) return sendProblem(res, 400, "Not a date range", range.problem);
    const { enquiries } = await context.store.inbox.search({
      quarantined: false,
      from: range.from,
      before: range.before,
      limit: EXPORT_LIMIT,
      offset: 0,
    });
    await context.audit({
      actor: staffOf(res).email,
      action: "export",
      detail: `${from} to ${to}, ${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}`,
    });
    res
      .status(200)
      .set({
        "Cache-Control": "no-store",
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="enquiries-${from}-to-${to}.csv"`,
      })
      .send(enquiriesToLabelledCsv(enquiries));
  });
}
