import type { Request, Response, Router } from "express";
import { isEmailAddress } from "../../../shared/lib/enquiry-schema";
import { isEnquiryStatus, STATUS_LABELS } from "../../enquiries/inbox-store";
import type { StoredEnquiry } from "../../enquiries/store";
import { NOTE_MAX } from "./action-forms";
import { bodyOf, type InboxContext } from "./context";
import { checkCorrections, submittedValues } from "./correction-form";
import { lookUp } from "./enquiry-lookup";
import { sendEnquiry } from "./enquiry-routes";
import { staffOf } from "./shell";

/** After an action: back to the enquiry (303, so a reload does not post again), saying what was done. */
const done = (res: Response, id: string, what: string) => res.redirect(303, `/inbox/${id}?done=${what}`);

const field = (req: Request, name: string): string => {
  const value = bodyOf(req)[name];
  return typeof value === "string" ? value : "";
};

type Action = (context: InboxContext, req: Request, res: Response, enquiry: StoredEnquiry) => Promise<void>;

const replied: Action = async (context, req, res, enquiry) => {
  const actor = staffOf(res).email;
  const marked = await context.store.markReplied(enquiry.id, actor, context.now());
  if (!marked) return void (await lookUp(context, req, res));
  await context.audit({ actor, action: "replied", enquiryId: enquiry.id });
  if (marked.status !== enquiry.status) await context.onStatusChange?.(marked, enquiry.status, staffOf(res));
  done(res, enquiry.id, "replied");
};

const status: Action = async (context, req, res, enquiry) => {
  const wanted = field(req, "status");
  if (!isEnquiryStatus(wanted)) {
    const message = `"${wanted.slice(0, 40)}" is not a status: choose one of ${Object.values(STATUS_LABELS).join(", ")}.`;
    return sendEnquiry(context, res, enquiry, { status: 422, problem: { form: "status", message, value: wanted } });
  }
  const actor = staffOf(res).email;
  const changed = await context.store.inbox.setStatus(enquiry.id, wanted, actor, context.now());
  if (!changed) return void (await lookUp(context, req, res));
  await context.audit({ actor, action: "status", enquiryId: enquiry.id, detail: `${enquiry.status} → ${wanted}` });
  if (wanted !== enquiry.status) await context.onStatusChange?.(changed, enquiry.status, staffOf(res));
  done(res, enquiry.id, "status");
};

const assign: Action = async (context, req, res, enquiry) => {
  const given = field(req, "assignee").trim();
  if (given !== "" && !isEmailAddress(given)) {
    const message = "Enter a colleague's email address, like name@example.com, or leave it empty for no one.";
    return sendEnquiry(context, res, enquiry, {
      status: 422,
      problem: { form: "assign", message, value: given.slice(0, 254) },
    });
  }
  const assignee = given === "" ? null : given.toLowerCase();
  const actor = staffOf(res).email;
  if (!(await context.store.inbox.assign(enquiry.id, assignee))) return void (await lookUp(context, req, res));
  await context.audit({
    actor,
    action: "assign",
    enquiryId: enquiry.id,
    detail: assignee ? `to ${assignee}` : "to no one",
  });
  done(res, enquiry.id, "assign");
};

const note: Action = async (context, req, res, enquiry) => {
  const text = field(req, "note").trim();
  if (text === "" || text.length > NOTE_MAX) {
    const message =
      text === ""
        ? "Write the note before adding it."
        : `A note holds at most ${NOTE_MAX} characters (this one has ${text.length}).`;
    return sendEnquiry(context, res, enquiry, {
      status: 422,
      problem: { form: "note", message, value: text.slice(0, NOTE_MAX * 2) },
    });
  }
  const actor = staffOf(res).email;
  if (!(await context.store.inbox.addNote(enquiry.id, actor, text, context.now())))
    return void (await lookUp(context, req, res));
  // The note's words stay out of the trail: they may repeat what the enquirer wrote.
  await context.audit({ actor, action: "note", enquiryId: enquiry.id });
  done(res, enquiry.id, "note");
};

const correct: Action = async (context, req, res, enquiry) => {
  const values = submittedValues(bodyOf(req));
  const checked = checkCorrections(enquiry, values);
  if (!checked.ok)
    return sendEnquiry(context, res, enquiry, { status: 422, correction: { values, errors: checked.errors } });
  if (checked.changes.length === 0) return done(res, enquiry.id, "unchanged");
  const at = context.now();
  for (const [name, value] of checked.changes) await context.store.correctEnquiry(enquiry.id, name, value, at);
  // Which fields, never their old or new values.
  await context.audit({
    actor: staffOf(res).email,
    action: "correct",
    enquiryId: enquiry.id,
    detail: checked.changes.map(([name]) => name).join(", "),
  });
  done(res, enquiry.id, "corrected");
};

const ACTIONS: Readonly<Record<string, Action>> = { replied, status, assign, note, correct };

/** The POST forms of the enquiry page; each is recorded in the audit trail once it is done. */
export function actionRoutes(router: Router, context: InboxContext): void {
  for (const [name, action] of Object.entries(ACTIONS)) {
    router.post(`/inbox/:id/${name}`, async (req, res) => {
      const enquiry = await lookUp(context, req, res);
      if (enquiry) await action(context, req, res, enquiry);
    });
  }
}
