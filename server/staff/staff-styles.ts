/** The staff area's one stylesheet (/staff.css): no inline styles, as its CSP allows none. */
export const STAFF_STYLES = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #4a4a4a; --accent: #0b4f8a; --line: #c9c9c9; --bg: #ffffff; --panel: #f3f5f8; }
* { box-sizing: border-box; }
html { font-size: 100%; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: var(--ink); background: var(--bg); }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: 0.5rem; }
.staff-header { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; justify-content: space-between; padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--line); background: var(--panel); }
.staff-header p { margin: 0; }
.staff-brand { font-weight: 700; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
a { color: var(--accent); text-underline-offset: 0.15em; }
form { margin: 0; }
.button { display: inline-block; min-height: 2.75rem; padding: 0.625rem 1.25rem; border: 2px solid var(--accent); border-radius: 0.375rem; background: var(--accent); color: #ffffff; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.button.secondary { background: var(--bg); color: var(--accent); }
.button:hover { text-decoration: underline; }
a:focus-visible, .button:focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
.note { color: var(--muted); }
@media (forced-colors: active) { .button { border-color: ButtonText; } }
`;
