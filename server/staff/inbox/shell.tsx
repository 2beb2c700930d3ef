import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Response } from "express";

/** Who is signed in, as the staff app sets it on every request (res.locals.staff) before the inbox runs. */
export interface SignedInStaff {
  readonly email: string;
  readonly name: string;
  readonly csrfToken: string;
  readonly sessionId: string;
}

export function staffOf(res: Response): SignedInStaff {
  const staff = res.locals.staff as SignedInStaff | undefined;
  // The staff app signs every request in before the inbox's routes; reaching here without is a wiring fault.
  if (!staff) throw new Error("The inbox was reached without a signed-in staff member (res.locals.staff)");
  return staff;
}

export type Section = "inbox" | "quarantined" | "content" | "audit";

const SECTIONS: ReadonlyArray<[Section, string, string]> = [
  ["inbox", "Inbox", "/inbox"],
  ["quarantined", "Quarantined", "/inbox?tab=quarantined"],
  ["audit", "Audit trail", "/audit"],
];

/** The form field every state-changing request carries (the staff app checks it before the inbox runs). */
export const CsrfField = ({ staff }: { readonly staff: SignedInStaff }) => (
  <input type="hidden" name="_csrf" value={staff.csrfToken} />
);

/** The staff area's bar: its sections (with Content for authors, AUTHOR_EMAILS) and who is signed in, with sign-out. */
export function StaffBar({ staff, section, author }: { staff: SignedInStaff; section?: Section; author: boolean }) {
  const sections = author
    ? [SECTIONS[0], SECTIONS[1], ["content", "Content", "/author"] as const, SECTIONS[2]].filter(
        (each) => each !== undefined,
      )
    : SECTIONS;
  return (
    <header className="inbox-header">
      <nav aria-label="Staff area">
        <ul className="inbox-nav">
          {sections.map(([key, label, href]) => (
            <li key={key}>
              <a href={href} aria-current={key === section ? "page" : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action="/sign-out" className="inbox-signed-in">
        <span>
          Signed in as {staff.name} ({staff.email})
        </span>
        <CsrfField staff={staff} />
        <button type="submit" className="link-button">
          Sign out
        </button>
      </form>
    </header>
  );
}

function Shell({
  title,
  staff,
  section,
  author,
  children,
}: {
  title: string;
  staff: SignedInStaff;
  section?: Section;
  author: boolean;
  children: ReactNode;
}) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Staff`}</title>
        <link rel="stylesheet" href="/staff.css" />
      </head>
      <body className="inbox">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <StaffBar staff={staff} section={section} author={author} />
        <main id="main" className="inbox-main">
          {children}
        </main>
      </body>
    </html>
  );
}

/**
 * Sends a staff page: HTML rendered on the server, never cached (it holds personal information),
 * never framed, no script.
 */
export function sendPage(
  res: Response,
  status: number,
  page: { title: string; section?: Section; body: ReactNode },
): void {
  const staff = staffOf(res);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Shell title={page.title} staff={staff} section={page.section} author={res.locals.author === true}>
      {page.body}
    </Shell>,
  )}`;
  res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" }).send(html);
}

/** A refusal: what was wrong, and the way back. */
export function sendProblem(
  res: Response,
  status: number,
  title: string,
  message: string,
  section: Section = "inbox",
): void {
  sendPage(res, status, {
    title,
    section,
    body: (
      <>
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p>
          <a href={section === "audit" ? "/audit" : "/inbox"}>
            {section === "audit" ? "Back to the audit trail" : "Back to the inbox"}
          </a>
        </p>
      </>
    ),
  });
}
