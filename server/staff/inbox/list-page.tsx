import { ENQUIRY_STATUSES, STATUS_LABELS, type EnquiryStatus } from "../../enquiries/inbox-store";
import { queenslandStamp } from "../../enquiries/queensland-time";
import type { StoredEnquiry } from "../../enquiries/store";
import { firstWords, replyLine, statusLabel } from "./format";

export interface ListView {
  readonly quarantined: boolean;
  readonly text: string;
  readonly status?: EnquiryStatus;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly enquiries: readonly StoredEnquiry[];
  readonly now: Date;
  /** The export form's default range: the last seven Queensland days. */
  readonly exportFrom: string;
  readonly exportTo: string;
}

/** The list's own address with one thing changed, keeping the rest of the search. */
function listHref(view: ListView, page: number): string {
  const query = new URLSearchParams();
  if (view.quarantined) query.set("tab", "quarantined");
  if (view.text) query.set("q", view.text);
  if (view.status) query.set("status", view.status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/inbox?${text}` : "/inbox";
}

function SearchForm({ view }: { view: ListView }) {
  return (
    <form method="get" action="/inbox" className="inbox-search" role="search">
      {view.quarantined ? <input type="hidden" name="tab" value="quarantined" /> : null}
      <div className="field">
        <label htmlFor="q">Name, company, email or phone</label>
        <input id="q" name="q" type="search" defaultValue={view.text} maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="status">Status</label>
        <select id="status" name="status" defaultValue={view.status ?? ""}>
          <option value="">Any status</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">Search</button>
    </form>
  );
}

function EnquiryCard({ enquiry, now }: { enquiry: StoredEnquiry; now: Date }) {
  const reply = replyLine(enquiry, now);
  return (
    <li className="enquiry-card">
      <h2 className="enquiry-card-title">
        <a href={`/inbox/${enquiry.id}`}>
          {enquiry.name || "(no name)"}
          {enquiry.company ? `, ${enquiry.company}` : ""}
        </a>
      </h2>
      <p className="enquiry-card-state">
        <span className={`status status-${enquiry.status}`}>{statusLabel(enquiry)}</span>
        <span className={reply.overdue ? "reply overdue" : "reply"}>{reply.text}</span>
        <span>Received {queenslandStamp(enquiry.receivedAt)}</span>
        {enquiry.assignee ? <span>Assigned to {enquiry.assignee}</span> : null}
      </p>
      <dl className="enquiry-card-details">
        <div>
          <dt>Email</dt>
          <dd>{enquiry.email || "-"}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{enquiry.phone || "-"}</dd>
        </div>
        <div>
          <dt>Priorities</dt>
          <dd>{enquiry.priorities.length > 0 ? enquiry.priorities.join(", ") : "-"}</dd>
        </div>
      </dl>
      <p className="enquiry-card-message">{firstWords(enquiry.message) || "(no message)"}</p>
    </li>
  );
}

function Paging({ view }: { view: ListView }) {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const first = view.total === 0 ? 0 : (view.page - 1) * view.pageSize + 1;
  const last = Math.min(view.total, view.page * view.pageSize);
  return (
    <nav aria-label="Pages" className="inbox-paging">
      <p>
        {view.total === 0 ? "No enquiries found." : `Showing ${first}–${last} of ${view.total}.`} Page {view.page} of{" "}
        {pages}.
      </p>
      <ul>
        {view.page > 1 ? (
          <li>
            <a href={listHref(view, view.page - 1)} rel="prev">
              Previous page
            </a>
          </li>
        ) : null}
        {view.page < pages ? (
          <li>
            <a href={listHref(view, view.page + 1)} rel="next">
              Next page
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function ExportForm({ view }: { view: ListView }) {
  return (
    <section aria-labelledby="export-heading" className="inbox-export">
      <h2 id="export-heading">Export</h2>
      <p>
        A spreadsheet (CSV) of the enquiries received in a range of Queensland days, quarantined ones left out, with the
        form&rsquo;s labels as headings.
      </p>
      <form method="get" action="/inbox/export" className="inbox-search">
        <div className="field">
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={view.exportFrom} required />
        </div>
        <div className="field">
          <label htmlFor="to">To (included)</label>
          <input id="to" name="to" type="date" defaultValue={view.exportTo} required />
        </div>
        <button type="submit">Download CSV</button>
      </form>
    </section>
  );
}

export function ListPage({ view }: { view: ListView }) {
  return (
    <>
      <h1>{view.quarantined ? "Quarantined enquiries" : "Inbox"}</h1>
      {view.quarantined ? (
        <p>
          Held back as likely spam (a hidden field filled in, or sent faster than a person types): never mailed, deleted
          sooner than others.
        </p>
      ) : null}
      <SearchForm view={view} />
      <h2 className="visually-hidden">Enquiries, newest first</h2>
      {view.enquiries.length > 0 ? (
        <ol className="enquiry-list">
          {view.enquiries.map((enquiry) => (
            <EnquiryCard key={enquiry.id} enquiry={enquiry} now={view.now} />
          ))}
        </ol>
      ) : null}
      <Paging view={view} />
      {view.quarantined ? null : <ExportForm view={view} />}
    </>
  );
}
