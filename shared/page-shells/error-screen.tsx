import { APP_ERROR } from "../content/pages";

/** Describes an error the way the spec asks: its status where it has one, else its message. */
function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === "number")
      return typeof statusText === "string" && statusText ? `${status} ${statusText}` : String(status);
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : "Something went wrong.";
}

export function ErrorScreen({ error }: { readonly error: unknown }) {
  return (
    <main id="main" className="status-page" tabIndex={-1}>
      <div className="container status-page__inner">
        <h1 className="status-page__title">{APP_ERROR.heading}</h1>
        <p className="status-page__detail">{describeError(error)}</p>
        {/* A plain link, not the router's: the router may be what failed. */}
        <a className="button button--primary" href="/">
          {APP_ERROR.homeLink}
        </a>
      </div>
    </main>
  );
}
