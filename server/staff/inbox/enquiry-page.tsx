import { AUDIT_ACTIONS } from "../../enquiries/audit";
import { enquiryDetails } from "../../enquiries/enquiry-details";
import type { AuditEntry, EnquiryNote } from "../../enquiries/inbox-store";
import { queenslandStamp, queenslandTime } from "../../enquiries/queensland-time";
import type { StoredEnquiry } from "../../enquiries/store";
import { CorrectionForm, type CorrectionState } from "./correction-form";
import { ActionForms } from "./action-forms";
import { replyLine, statusLabel } from "./format";
import type { SignedInStaff } from "./shell";

export interface EnquiryView {
  readonly enquiry: StoredEnquiry;
  readonly notes: readonly EnquiryNote[];
  readonly history: readonly AuditEntry[];
  readonly staffAddresses: readonly string[];
  readonly staff: SignedInStaff;
  readonly now: Date;
  /** What the last action did, said once after its redirect. */
  readonly notice?: string;
  /** A refused action's problem, said at the top, and the form it belongs to. */
  readonly problem?: { readonly form: "assign" | "note" | "status"; readonly message: string; readonly value: string };
  readonly correction?: CorrectionState;
}

function Details({ enquiry, now }: { enquiry: StoredEnquiry; now: Date }) {
  const reply = replyLine(enquiry, now);
  const rows: Array<[string, string]> = [
    ["Reference", enquiry.id],
    ["Received", queenslandTime(enquiry.receivedAt)],
    ["Status", statusLabel(enquiry)],
    ["Reply", reply.text],
    ["Assigned to", enquiry.assignee ?? "No one"],
    ...enquiryDetails(enquiry),
    [
      "Anti-spam checks",
      enquiry.spam
        ? `Quarantined (${enquiry.spamReason ?? "?"})`
        : enquiry.spamReason
          ? `Mailed, marked for checking (${enquiry.spamReason})`
          : "Passed",
    ],
    ["Notification", enquiry.notification ?? "None (quarantined)"],
    ["Corrected", enquiry.correctedAt ? queenslandTime(enquiry.correctedAt) : "Never"],
  ];
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading">The enquiry</h2>
      <dl className="enquiry-details">
        {rows.map(([label, value]) => (
          <div key={label} className={label === "Reply" && reply.overdue ? "overdue" : undefined}>
            <dt>{label}</dt>
            <dd>{value || "-"}</dd>
          </div>
        ))}
      </dl>
      <h3>Message</h3>
      <div className="enquiry-message">{enquiry.message || "(no message)"}</div>
    </section>
  );
}

function Notes({ notes }: { notes: readonly EnquiryNote[] }) {
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {notes.length === 0 ? <p>No notes yet.</p> : null}
      <ol className="enquiry-notes">
        {notes.map((note) => (
          <li key={note.id}>
            <p className="note-meta">
              {note.author}, {queenslandStamp(note.at)}
            </p>
            <div className="note-text">{note.text}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function History({
  entries,
  headingId = "history-heading",
}: {
  entries: readonly AuditEntry[];
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {entries.length === 0 ? <p>Nothing recorded yet.</p> : null}
      <ol className="audit-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            {queenslandStamp(entry.at)}: {entry.actor}, {AUDIT_ACTIONS[entry.action] ?? entry.action}
            {entry.detail ? ` (${entry.detail})` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function EnquiryPage({ view }: { view: EnquiryView }) {
  const { enquiry } = view;
  return (
    <>
      <p>
        <a href={enquiry.spam ? "/inbox?tab=quarantined" : "/inbox"}>
          {enquiry.spam ? "Back to the quarantined enquiries" : "Back to the inbox"}
        </a>
      </p>
      <h1>
        {enquiry.name || "(no name)"}
        {enquiry.company ? `, ${enquiry.company}` : ""}
      </h1>
      {view.notice ? (
        <p role="status" className="notice">
          {view.notice}
        </p>
      ) : null}
      {view.problem ? (
        <p role="alert" className="problem">
          {view.problem.message}
        </p>
      ) : null}
      <div className="enquiry-layout">
        <div>
          <Details enquiry={enquiry} now={view.now} />
          <Notes notes={view.notes} />
          <History entries={view.history} />
        </div>
        <div>
          <ActionForms view={view} />
          <CorrectionForm enquiry={enquiry} staff={view.staff} state={view.correction} />
          <section aria-labelledby="delete-heading">
            <h2 id="delete-heading">Delete</h2>
            <p>
              <a href={`/inbox/${enquiry.id}/delete`}>Delete this enquiry…</a> (asks you to confirm first)
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
