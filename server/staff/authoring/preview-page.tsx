import type { Response } from "express";
import type { Draft } from "./context";
import { CsrfField, sendAuthorPage, staffOf } from "./shell";

/** The widths every page is previewed at: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = [
  { width: 390, height: 720, name: "phone" },
  { width: 1280, height: 800, name: "desktop" },
] as const;

export const previewUrl = (previewId: string, sitePath: string) =>
  `/author/preview/${encodeURIComponent(previewId)}${sitePath}`;

/** Every page the change shows on, as it will look, at both widths; then Publish, or back to the form with everything kept. */
export function sendPreviewPage(res: Response, draft: Draft): void {
  const staff = staffOf(res);
  sendAuthorPage(res, 200, {
    title: "Preview",
    body: (
      <>
        <p className="breadcrumbs">
          <a href="/author">Content</a>
        </p>
        <h1>Preview: {draft.message.replace(/^(Add|Update|Restore) /, "")}</h1>
        <p>
          {draft.restoring ? `This restores the version of ${draft.restoring.slice(0, 7)}. ` : ""}
          Below is every page this change shows on, at a phone&apos;s width and a desktop&apos;s, built as the site will
          be. Nothing is live until you publish.
        </p>
        <div className="preview-actions">
          <form method="post" action={`/author/publish/${draft.id}`}>
            <CsrfField staff={staff} />
            <button type="submit">Publish</button>
          </form>
          {draft.restoring ? null : (
            <a href={`/author/drafts/${draft.id}`}>Back to editing (everything you wrote is kept)</a>
          )}
        </div>
        {draft.pages.map((sitePath) => (
          <section
            key={sitePath}
            className="preview-page"
            aria-labelledby={`preview-${sitePath.replace(/[^a-z0-9]+/gi, "-")}`}
          >
            <h2 id={`preview-${sitePath.replace(/[^a-z0-9]+/gi, "-")}`}>{sitePath}</h2>
            <p>
              <a href={previewUrl(draft.previewId, sitePath)} target="_blank" rel="noreferrer">
                Open {sitePath} full size in a new tab
              </a>
            </p>
            <div className="preview-frames">
              {PREVIEW_WIDTHS.map(({ width, height, name }) => (
                // Scrolled sideways where the page is narrower than the frame: reachable by keyboard too.
                <div
                  key={name}
                  className={`preview-frame preview-${name}`}
                  tabIndex={0}
                  role="region"
                  aria-label={`${sitePath}, ${name === "phone" ? "phone" : "desktop"} width`}
                >
                  <p className="hint">{`${name === "phone" ? "Phone" : "Desktop"}, ${width} px wide`}</p>
                  <iframe
                    src={previewUrl(draft.previewId, sitePath)}
                    width={width}
                    height={height}
                    title={`${sitePath} at a ${name}'s width (${width} px)`}
                    sandbox="allow-same-origin"
                    loading="lazy"
                  />
                </div>
              ))}
            </div>
          </section>
        ))}
      </>
    ),
  });
}

/** The build failed on the change: nothing changed anywhere, and the author reads why. */
export function sendBuildFailed(
  res: Response,
  report: string,
  back: string | undefined,
  what: "preview" | "publish",
): void {
  sendAuthorPage(res, 422, {
    title: "The site could not be built",
    body: (
      <>
        <h1>The site could not be built with this change</h1>
        <p role="alert">
          {what === "publish"
            ? "Nothing was published: the live site and its history are as they were."
            : "There is no preview: nothing was changed."}{" "}
          The build reported:
        </p>
        <pre className="build-report">{report}</pre>
        {back ? (
          <p>
            <a href={back}>Back to editing (everything you wrote is kept)</a>
          </p>
        ) : null}
      </>
    ),
  });
}
