import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { StaffMember } from "./sessions";

/** The staff area's pages: server-rendered HTML, plain forms, no script (its CSP allows none). */

/** One staff page as a whole document. `refreshTo` (a staff path) sends the browser on at once, as a page of this origin. */
export function renderStaffPage(
  title: string,
  body: ReactNode,
  { refreshTo }: { readonly refreshTo?: string } = {},
): string {
  const html = renderToStaticMarkup(
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshTo ? <meta httpEquiv="refresh" content={`0;url=${refreshTo}`} /> : null}
        <title>{`${title} | Staff area`}</title>
        <link rel="stylesheet" href="/staff.css" />
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!doctype html>${html}`;
}

/** The bar at the top of every signed-in page: who is signed in, and the sign-out button. */
export function StaffHeader({ staff }: { readonly staff: StaffMember }) {
  return (
    <header className="staff-header">
      <p className="staff-brand">Staff area</p>
      <p>
        Signed in as {staff.name} ({staff.email})
      </p>
      <form method="post" action="/sign-out">
        <input type="hidden" name="_csrf" value={staff.csrfToken} />
        <button type="submit" className="button secondary">
          Sign out
        </button>
      </form>
    </header>
  );
}

function SignedOutHeader() {
  return (
    <header className="staff-header">
      <p className="staff-brand">Staff area</p>
    </header>
  );
}

export type SignInNotice = "expired" | undefined;

export function signInPage(returnTo: string | undefined, notice: SignInNotice): string {
  return renderStaffPage(
    "Sign in",
    <>
      <SignedOutHeader />
      <main>
        <h1>Sign in to the staff area</h1>
        {notice === "expired" ? (
          <p>
            Your session ended: sessions end after 30 minutes without activity, and 12 hours after signing in. Sign in
            again to continue.
          </p>
        ) : null}
        <p>
          Sign in with your account at the practice. Your password and any second step are handled by the
          practice&apos;s sign-in service, not by this site.
        </p>
        <form method="get" action="/sign-in">
          {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
          <button type="submit" className="button">
            Sign in with your practice account
          </button>
        </form>
      </main>
    </>,
  );
}

/** After the provider's redirect: the session cookie (SameSite=Strict) is sent on the next request only if this origin's own page starts it. */
export function continuePage(to: string): string {
  return renderStaffPage(
    "Signed in",
    <>
      <SignedOutHeader />
      <main>
        <h1>You are signed in</h1>
        <p>
          <a href={to}>Continue to the staff area</a>
        </p>
      </main>
    </>,
    { refreshTo: to },
  );
}

export function signedOutPage(): string {
  return renderStaffPage(
    "Signed out",
    <>
      <SignedOutHeader />
      <main>
        <h1>You have signed out</h1>
        <p>
          Your session has ended on every computer that shared it. You are still signed in to your practice account
          itself; sign out there too if this is a shared computer.
        </p>
        <p>
          <a href="/">Sign in again</a>
        </p>
      </main>
    </>,
  );
}

/** The minimal signed-in landing page, until the inbox takes /inbox. */
export interface Refusal {
  readonly status: number;
  readonly title: string;
  /** What happened and what to do, one paragraph each. */
  readonly paragraphs: readonly string[];
  readonly action?: { readonly href: string; readonly label: string };
}

export function refusalPage({ title, paragraphs, action }: Refusal): string {
  return renderStaffPage(
    title,
    <>
      <SignedOutHeader />
      <main>
        <h1>{title}</h1>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {action ? (
          <p>
            <a href={action.href}>{action.label}</a>
          </p>
        ) : null}
      </main>
    </>,
  );
}
