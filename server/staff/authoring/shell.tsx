import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Response } from "express";
import { CsrfField, StaffBar, staffOf, type SignedInStaff } from "../inbox/shell";

export { staffOf, CsrfField, type SignedInStaff };

/** A staff page of the authoring section: the staff area's bar and navigation, a script only where the editor needs its toolbar. */
export function sendAuthorPage(
  res: Response,
  status: number,
  page: { title: string; body: ReactNode; script?: boolean },
): void {
  const staff = staffOf(res);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${page.title} · Staff`}</title>
        <link rel="stylesheet" href="/staff.css" />
        {page.script ? <script src="/author/editor.js" defer /> : null}
      </head>
      <body className="inbox authoring">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <StaffBar staff={staff} section="content" author />
        <main id="main" className="inbox-main">
          {page.body}
        </main>
      </body>
    </html>,
  )}`;
  res.status(status).set({ "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" }).send(html);
}

/** A refusal inside the authoring section: what was wrong, and the way back. */
export function sendAuthorProblem(
  res: Response,
  status: number,
  title: string,
  message: string,
  back: { href: string; label: string } = { href: "/author", label: "Back to the content" },
): void {
  sendAuthorPage(res, status, {
    title,
    body: (
      <>
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      </>
    ),
  });
}
