import { ENQUIRY_STATUSES, STATUS_LABELS } from "../../enquiries/inbox-store";
import type { EnquiryView } from "./enquiry-page";
import { CsrfField } from "./shell";

/** The longest note kept: a few paragraphs, as the form's message. */
export const NOTE_MAX = 5000;

function Replied({ view }: { view: EnquiryView }) {
  const { enquiry, staff } = view;
  return (
    <form method="post" action={`/inbox/${enquiry.id}/replied`} className="action">
      <CsrfField staff={staff} />
      <p>
        {enquiry.repliedAt
          ? "A reply is recorded. Mark it again to record that you replied, now."
          : "Record that you replied to this enquiry, now."}
      </p>
      <button type="submit">Mark replied</button>
    </form>
  );
}

function Status({ view }: { view: EnquiryView }) {
  const { enquiry, staff, problem } = view;
  const error = problem?.form === "status" ? problem.message : undefined;
  return (
    <form method="post" action={`/inbox/${enquiry.id}/status`} className="action">
      <CsrfField staff={staff} />
      <div className="field">
        <label htmlFor="status">Status</label>
        {error ? (
          <p id="status-error" className="field-error">
            {error}
          </p>
        ) : null}
        <select
          id="status"
          name="status"
          defaultValue={enquiry.status}
          aria-describedby={error ? "status-error" : undefined}
          aria-invalid={error ? true : undefined}
        >
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">Set status</button>
    </form>
  );
}

function Assign({ view }: { view: EnquiryView }) {
  const { enquiry, staff, problem } = view;
  const error = problem?.form === "assign" ? problem.message : undefined;
  return (
    <form method="post" action={`/inbox/${enquiry.id}/assign`} className="action">
      <CsrfField staff={staff} />
      <div className="field">
        <label htmlFor="assignee">Assign to (a colleague&rsquo;s email address; empty for no one)</label>
        {error ? (
          <p id="assignee-error" className="field-error">
            {error}
          </p>
        ) : null}
        <input
          id="assignee"
          name="assignee"
          type="email"
          list="staff-addresses"
          autoComplete="off"
          maxLength={254}
          defaultValue={problem?.form === "assign" ? problem.value : (enquiry.assignee ?? "")}
          aria-describedby={error ? "assignee-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
        <datalist id="staff-addresses">
          {view.staffAddresses.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
      </div>
      <button type="submit">Assign</button>
    </form>
  );
}

function Note({ view }: { view: EnquiryView }) {
  const { enquiry, staff, problem } = view;
  const error = problem?.form === "note" ? problem.message : undefined;
  return (
    <form method="post" action={`/inbox/${enquiry.id}/note`} className="action">
      <CsrfField staff={staff} />
      <div className="field">
        <label htmlFor="note">Add a note</label>
        {error ? (
          <p id="note-error" className="field-error">
            {error}
          </p>
        ) : null}
        <textarea
          id="note"
          name="note"
          rows={4}
          maxLength={NOTE_MAX}
          defaultValue={problem?.form === "note" ? problem.value : ""}
          aria-describedby={error ? "note-error" : undefined}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <button type="submit">Add note</button>
    </form>
  );
}

export function ActionForms({ view }: { view: EnquiryView }) {
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading">Actions</h2>
      <Replied view={view} />
      <Status view={view} />
      <Assign view={view} />
      <Note view={view} />
    </section>
  );
}
