/**
 * The authoring section's part of /staff.css, on top of the inbox's: its forms one column, the
 * problems in the summary and beside each field in the inbox's red, the preview's frames side by
 * side where there is room and scrolled sideways where there is not.
 */
export const AUTHORING_STYLES = `
.authoring .author-form { max-width: 48rem; }
.authoring .author-form input[type="text"], .authoring .author-form input[type="date"], .authoring .author-form select { width: 100%; }
.authoring .field.checkbox { flex-direction: row; flex-wrap: wrap; align-items: center; }
.authoring .field.checkbox .hint, .authoring .field.checkbox .field-error { flex-basis: 100%; }
.authoring .hint { margin: 0; color: #3a3a3a; font-size: 0.9375rem; }
.authoring .sub-label { font-weight: 400; }
.authoring .group { display: block; }
.authoring .group > .field, .authoring .group > fieldset { margin-top: 0.75rem; }
.authoring .list > h2 { margin-top: 1.5rem; }
.authoring [aria-invalid="true"] { border-color: #a4161a; border-width: 2px; }
.error-summary { border: 3px solid #a4161a; padding: 0.5rem 1rem; margin: 0 0 1.25rem; }
.error-summary:focus { outline: 3px solid #0b4f8a; outline-offset: 2px; }
.inbox .error-summary h2 { margin: 0.25rem 0 0.5rem; color: #a4161a; }
.error-summary ul { margin: 0; padding-left: 1.25rem; }
.error-summary a { color: #a4161a; font-weight: 600; }
.breadcrumbs { margin: 0; font-size: 0.9375rem; }
.content-kinds, .content-list { padding-left: 1.25rem; }
.content-kinds li, .content-list li { padding: 0.25rem 0; }
.note { color: #3a3a3a; }
.inbox a.button { display: inline-block; padding: 0.5rem 1rem; border-radius: 4px; background: #0b4f8a; color: #fff; font-weight: 600; text-decoration: none; }
.inbox button.secondary { background: #fff; color: #0b4f8a; }
.markdown-toolbar { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0.25rem 0; }
.inbox .markdown-toolbar button { padding: 0.25rem 0.625rem; background: #fff; color: #0b4f8a; font-weight: 600; }
.markdown-editor { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9375rem; }
.image-thumb { max-width: 10rem; height: auto; border: 1px solid #c8c8c8; }
.current-image { margin: 0; overflow-wrap: anywhere; }
.preview-actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin: 1rem 0; }
.preview-actions form { margin: 0; }
.preview-page { border-top: 1px solid #c8c8c8; margin-top: 1.5rem; }
.preview-frames { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.preview-frame { max-width: 100%; overflow-x: auto; }
.preview-frame iframe { display: block; border: 1px solid #6b6b6b; background: #fff; }
.build-report { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f6f8; border-left: 4px solid #a4161a; padding: 0.75rem; }
.history { padding-left: 1.25rem; }
.history li { margin-bottom: 0.75rem; }
.history form { margin: 0.25rem 0 0; }
`;
