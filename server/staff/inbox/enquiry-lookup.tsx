import type { Request, Response } from "express";
import type { StoredEnquiry } from "../../enquiries/store";
import type { InboxContext } from "./context";
import { sendPage, sendProblem } from "./shell";

/**
 * The enquiry a route's :id names (a whole reference or a unique start of one), or a refusal sent:
 * 404 when none has it, 400 listing the references an ambiguous start could be.
 */
export async function lookUp(context: InboxContext, req: Request, res: Response): Promise<StoredEnquiry | undefined> {
  const given = String(req.params.id ?? "");
  const resolved = await context.store.inbox.resolveId(given);
  if (!resolved.ok && resolved.matches.length > 1) {
    sendPage(res, 400, {
      title: "More than one enquiry",
      body: (
        <>
          <h1>More than one enquiry</h1>
          <p role="alert">&ldquo;{given}&rdquo; is the start of more than one reference. Choose one:</p>
          <ul>
            {resolved.matches.map((id) => (
              <li key={id}>
                <a href={`/inbox/${id}`}>{id}</a>
              </li>
            ))}
          </ul>
        </>
      ),
    });
    return undefined;
  }
  const enquiry = resolved.ok ? await context.store.getEnquiry(resolved.id) : undefined;
  if (!enquiry) {
    sendProblem(
      res,
      404,
      "No such enquiry",
      `No enquiry has the reference "${given.slice(0, 40)}". It may have been deleted; the audit trail says.`,
    );
    return undefined;
  }
  return enquiry;
}
