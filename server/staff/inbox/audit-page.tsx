import { AUDIT_ACTIONS } from "../../enquiries/audit";
import type { AuditEntry } from "../../enquiries/inbox-store";
import { queenslandStamp } from "../../enquiries/queensland-time";
import { AUDIT_RETENTION_DAYS } from "../../../shared/lib/retention";

export interface AuditView {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly actor: string;
  readonly enquiryId: string;
  readonly actors: readonly string[];
}

function auditHref(view: AuditView, page: number): string {
  const query = new URLSearchParams();
  if (view.actor) query.set("actor", view.actor);
  if (view.enquiryId) query.set("enquiry", view.enquiryId);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/audit?${text}` : "/audit";
}

function Filter({ view }: { view: AuditView }) {
  return (
    <form method="get" action="/audit" className="inbox-search" role="search">
      <div className="field">
        <label htmlFor="actor">Person (email address, or cli:user)</label>
        <input id="actor" name="actor" type="text" list="audit-actors" defaultValue={view.actor} maxLength={254} />
        <datalist id="audit-actors">
          {view.actors.map((actor) => (
            <option key={actor} value={actor} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor="enquiry">Enquiry reference</label>
        <input id="enquiry" name="enquiry" type="text" defaultValue={view.enquiryId} maxLength={36} />
      </div>
      <button type="submit">Filter</button>
    </form>
  );
}

function Entries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby="entries-heading" tabIndex={0}>
      <table className="audit-table">
        <caption id="entries-heading">Entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When (Queensland)</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Enquiry</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{queenslandStamp(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
              <td>
                {entry.enquiryId ? (
                  <a href={`/audit?enquiry=${encodeURIComponent(entry.enquiryId)}`}>{entry.enquiryId.slice(0, 8)}</a>
                ) : (
                  "-"
                )}
              </td>
              <td>{entry.detail ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AuditPage({ view }: { view: AuditView }) {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  return (
    <>
      <h1>Audit trail</h1>
      <p>
        Who signed in, and who viewed, exported, corrected, changed or deleted which enquiry, and when; and requests
        refused for coming from another site or without their check (once a minute for each address, the rest counted).
        Each entry is kept {AUDIT_RETENTION_DAYS} days; entries hold no enquiry details, so those about a deleted
        enquiry stay.
      </p>
      <Filter view={view} />
      {view.entries.length > 0 ? <Entries entries={view.entries} /> : <p>No entries match.</p>}
      <nav aria-label="Pages" className="inbox-paging">
        <p>
          {view.total} {view.total === 1 ? "entry" : "entries"}. Page {view.page} of {pages}.
        </p>
        <ul>
          {view.page > 1 ? (
            <li>
              <a href={auditHref(view, view.page - 1)}>Previous page</a>
            </li>
          ) : null}
          {view.page < pages ? (
            <li>
              <a href={auditHref(view, view.page + 1)}>Next page</a>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
