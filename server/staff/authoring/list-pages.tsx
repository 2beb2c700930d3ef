import type { Response } from "express";
import { queenslandStamp } from "../../enquiries/queensland-time";
import type { Revision } from "../../authoring/types";
import { editPath, historyPath } from "./edit-page";
import { KINDS, type Kind } from "./kinds";
import { CsrfField, sendAuthorPage, staffOf } from "./shell";

/** The authoring section's first page: what an author can change. */
export function sendHome(res: Response): void {
  sendAuthorPage(res, 200, {
    title: "Content",
    body: (
      <>
        <h1>The site&apos;s content</h1>
        <p>
          Change a page&apos;s content here: each change is checked, previewed as the pages will look, and published as
          a change in your name that can be undone.
        </p>
        <ul className="content-kinds">
          {KINDS.map((kind) => (
            <li key={kind.key}>
              <a href={`/author/${kind.key}`}>{kind.title}</a>
            </li>
          ))}
        </ul>
      </>
    ),
  });
}

/** A collection's entries, each a link to its editor, and a link to start a new one. */
export function sendList(
  res: Response,
  kind: Kind,
  entries: ReadonlyArray<{ slug: string; name: string; note?: string }>,
): void {
  sendAuthorPage(res, 200, {
    title: kind.title,
    body: (
      <>
        <p className="breadcrumbs">
          <a href="/author">Content</a>
        </p>
        <h1>{kind.title}</h1>
        <p>
          <a className="button" href={editPath(kind, undefined)}>
            New {kind.noun}
          </a>
        </p>
        {entries.length === 0 ? <p>There are none yet.</p> : null}
        <ul className="content-list">
          {entries.map((entry) => (
            <li key={entry.slug}>
              <a href={editPath(kind, entry.slug)}>{entry.name}</a>
              {entry.note ? <span className="note"> ({entry.note})</span> : null}
            </li>
          ))}
        </ul>
      </>
    ),
  });
}

/** The file's history, newest first, each version restorable (previewed first, then published as a new change). */
export function sendHistory(res: Response, kind: Kind, slug: string | undefined, revisions: readonly Revision[]): void {
  const staff = staffOf(res);
  sendAuthorPage(res, 200, {
    title: `Earlier versions`,
    body: (
      <>
        <p className="breadcrumbs">
          <a href="/author">Content</a>
          {" › "}
          <a href={editPath(kind, slug)}>Back to the editor</a>
        </p>
        <h1>Earlier versions of {kind.folder ? `this ${kind.noun}` : `the ${kind.title.toLowerCase()}`}</h1>
        <p>
          Restoring a version shows its preview first; publishing it makes a new change, so nothing in the history is
          lost.
        </p>
        {revisions.length === 0 ? <p>No versions are recorded yet.</p> : null}
        <ol className="history">
          {revisions.map((revision, index) => (
            <li key={revision.commit}>
              <p>
                <strong>{queenslandStamp(revision.date.toISOString())}</strong>, {revision.author.name} (
                {revision.author.email}): {revision.message}{" "}
                <span className="note">
                  (change {revision.commit.slice(0, 7)}
                  {index === 0 ? ", the current version" : ""})
                </span>
              </p>
              {index === 0 ? null : (
                <form method="post" action={`${historyPath(kind, slug)}/restore`}>
                  <CsrfField staff={staff} />
                  <input type="hidden" name="commit" value={revision.commit} />
                  <button
                    type="submit"
                    className="secondary"
                    aria-label={`Preview restoring the version of ${queenslandStamp(revision.date.toISOString())} (${revision.commit.slice(0, 7)})`}
                  >
                    Preview restoring this version
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      </>
    ),
  });
}
