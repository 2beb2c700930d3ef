/**
 * The inbox's part of /staff.css (the staff app serves it with its own rules; no inline styles, the
 * staff CSP allows none). Plain system fonts, colours with at least 4.5:1 contrast on white,
 * one column on a phone and two beside each other from 60rem.
 */
export const INBOX_STYLES = `
.inbox { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; }
.inbox a { color: #0b4f8a; }
.inbox a:focus-visible, .inbox button:focus-visible, .inbox input:focus-visible, .inbox select:focus-visible, .inbox textarea:focus-visible, .table-scroll:focus-visible {
  outline: 3px solid #0b4f8a; outline-offset: 2px; }
.skip-link { position: absolute; left: -999px; top: 0; background: #fff; padding: 0.5rem 1rem; }
.skip-link:focus { left: 0.5rem; z-index: 1; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.inbox-header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; padding: 0.75rem 1rem; border-bottom: 1px solid #c8c8c8; background: #f4f6f8; }
.inbox-nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
.inbox-nav a { display: inline-block; padding: 0.5rem 0.25rem; font-weight: 600; text-decoration: none; border-bottom: 3px solid transparent; }
.inbox-nav a[aria-current="page"] { border-bottom-color: #0b4f8a; color: #1a1a1a; }
.inbox-signed-in { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; font-size: 0.9375rem; overflow-wrap: anywhere; }
.link-button { border: 0; background: none; padding: 0.25rem; color: #0b4f8a; text-decoration: underline; font: inherit; cursor: pointer; min-height: 2.75rem; }
.inbox-main { max-width: 80rem; margin: 0 auto; padding: 1rem; }
.inbox h1 { font-size: 1.75rem; line-height: 1.2; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
.inbox h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
.inbox-search { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: flex-end; margin: 0 0 1rem; }
.field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 0.75rem; min-width: 0; }
.inbox-search .field { margin: 0; flex: 1 1 14rem; }
fieldset.field { border: 1px solid #c8c8c8; padding: 0.5rem 0.75rem; }
.field label, .field legend { font-weight: 600; }
.inbox input[type="text"], .inbox input[type="search"], .inbox input[type="email"], .inbox input[type="tel"], .inbox input[type="date"], .inbox select, .inbox textarea {
  font: inherit; padding: 0.5rem; border: 1px solid #6b6b6b; border-radius: 4px; max-width: 100%; box-sizing: border-box; min-height: 2.75rem; }
.inbox textarea { width: 100%; }
.checkbox { display: flex; gap: 0.5rem; align-items: center; min-height: 2.75rem; }
.checkbox input { width: 1.25rem; height: 1.25rem; }
.checkbox label { font-weight: 400; }
.inbox button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; min-height: 2.75rem; border: 1px solid #0b4f8a; border-radius: 4px; background: #0b4f8a; color: #fff; cursor: pointer; }
.inbox button.danger { background: #a4161a; border-color: #a4161a; }
.inbox button.link-button { background: none; border: 0; color: #0b4f8a; font-weight: 400; }
.enquiry-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.enquiry-card { border: 1px solid #c8c8c8; border-radius: 6px; padding: 0.75rem 1rem; overflow-wrap: anywhere; }
.inbox .enquiry-card-title { margin: 0 0 0.25rem; font-size: 1.125rem; }
.enquiry-card-state { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0 0 0.5rem; font-size: 0.9375rem; }
.enquiry-card-details { display: grid; grid-template-columns: 1fr; gap: 0.25rem 1rem; margin: 0 0 0.5rem; }
.enquiry-card-details div, .enquiry-details div { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.enquiry-card-details dt, .enquiry-details dt { font-weight: 600; }
.enquiry-card-details dd, .enquiry-details dd { margin: 0; overflow-wrap: anywhere; }
.enquiry-card-message { margin: 0; color: #3a3a3a; }
.status { font-weight: 600; padding: 0 0.375rem; border: 1px solid currentColor; border-radius: 4px; }
.status-new { color: #0b4f8a; }
.status-replied, .status-client { color: #1d6b2f; }
.status-not-a-fit, .status-spam { color: #555; }
.overdue, .reply.overdue { color: #a4161a; font-weight: 600; }
.inbox-paging ul { display: flex; gap: 1rem; list-style: none; padding: 0; }
.inbox-paging a { display: inline-block; padding: 0.5rem 0; }
.inbox-export { border-top: 1px solid #c8c8c8; margin-top: 1.5rem; }
.enquiry-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 2rem; }
.enquiry-details { margin: 0 0 1rem; }
.enquiry-message, .note-text { white-space: pre-wrap; overflow-wrap: anywhere; border-left: 3px solid #c8c8c8; padding: 0.25rem 0.75rem; }
.enquiry-notes, .audit-list { padding-left: 1.25rem; }
.note-meta { margin: 0; font-size: 0.9375rem; color: #3a3a3a; }
.action { margin: 0 0 1.25rem; padding: 0 0 1rem; border-bottom: 1px solid #e2e2e2; }
.field-error, .problem { color: #a4161a; font-weight: 600; margin: 0; }
.problem { margin: 0 0 1rem; }
.notice { background: #e8f3ea; border-left: 4px solid #1d6b2f; padding: 0.5rem 0.75rem; }
.table-scroll { overflow-x: auto; max-width: 100%; }
.audit-table { border-collapse: collapse; width: 100%; }
.audit-table caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
.audit-table th, .audit-table td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid #e2e2e2; vertical-align: top; }
@media (min-width: 60rem) {
  .enquiry-layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
  .enquiry-card-details { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
@media (forced-colors: active) {
  .status, .enquiry-card { border-color: CanvasText; }
}
`;
