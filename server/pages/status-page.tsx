import { renderToStaticMarkup } from "react-dom/server";
import { pageHead } from "../../shared/content/page-descriptions";
import { escapeHtml } from "../../shared/lib/escape-html";
import { statusCopy, STATUS_EMAIL, STATUS_HOME_LINK, STATUS_TYPED } from "../../shared/content/status-pages";
import type { RouteHead } from "../../shared/routes";
import type { AssetManifest } from "./asset-manifest";
import { Document } from "./document";

/** What one status page says beyond its status's own copy. */
export interface StatusDetail {
  /** The Retry-After sent with it: the page says how long to wait. */
  readonly retryAfterSeconds?: number;
  /** A sentence about this refusal in particular (a cost comparison's parameter count). */
  readonly detail?: string;
  /** A problem to show as it is, preformatted (the development preview's build error). */
  readonly preformatted?: string;
  /** What a refused enquiry carried, label and value, shown back so nothing typed is lost. */
  readonly typed?: ReadonlyArray<readonly [label: string, value: string]>;
}

/** Status pages are made once for each status and detail, and kept. */
const MAX_KEPT = 64;
/**
 * Where a refused enquiry's typed values go in a kept page. A refusal is answered to floods (a
 * cross-site page posting for each of its visitors, a client over the rate limit), so its page is
 * not rendered per request: the page is rendered once with this slot, and each refusal puts its
 * values, escaped, in the slot. Joining strings costs microseconds, a render milliseconds.
 */
const TYPED_SLOT = "@@typed-enquiry-values@@";

/**
 * The one status page every writer sends (the app's refusals, Node-level refusals answered in
 * node-server.ts, the development preview's build error): the site's stylesheet, no script, what
 * happened, what to do and how to email the practice, never a stack trace.
 */
export function createStatusPages({
  assets,
  siteUrl,
  year,
}: {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly year: () => number;
}) {
  const kept = new Map<string, string>();
  const render = (status: number, detail: StatusDetail) => {
    const copy = statusCopy(status, detail.retryAfterSeconds);
    const head: RouteHead = {
      ...pageHead("error"),
      title: `${copy.heading} (${status})`,
      description: copy.body,
      canonicalPath: "/",
      ogType: "website",
      noindex: true,
    };
    return `<!DOCTYPE html>${renderToStaticMarkup(
      <Document head={head} assets={{ ...assets, preloadFonts: [] }} siteUrl={siteUrl} year={year()}>
        <main id="main" className="status-page" tabIndex={-1}>
          <div className="container status-page__inner">
            <p className="status-page__code">{status}</p>
            <h1 className="status-page__title">{copy.heading}</h1>
            <p className="status-page__detail">{copy.body}</p>
            {detail.detail ? <p>{detail.detail}</p> : null}
            {detail.preformatted ? <pre className="status-page__problem">{detail.preformatted}</pre> : null}
            <p>{copy.action}</p>
            <p>
              {STATUS_EMAIL.lead} <a href={`mailto:${STATUS_EMAIL.address}`}>{STATUS_EMAIL.address}</a>.
            </p>
            {detail.typed ? <TypedEnquiry /> : null}
            <a className="button button--primary" href="/">
              {STATUS_HOME_LINK}
            </a>
          </div>
        </main>
      </Document>,
    )}`;
  };
  return (status: number, detail: StatusDetail = {}): string => {
    if (detail.preformatted) return render(status, detail);
    const typed = detail.typed && detail.typed.length > 0 ? detail.typed : undefined;
    const key = `${year()}:${status}:${detail.retryAfterSeconds ?? ""}:${detail.detail ?? ""}:${typed ? "typed" : ""}`;
    let page = kept.get(key);
    if (page === undefined) {
      page = render(status, { ...detail, typed: typed ? [] : undefined });
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, page);
    }
    return typed ? page.replace(TYPED_SLOT, () => typedValuesHtml(typed)) : page;
  };
}

/** The typed values as the slot takes them: one row a field, every value escaped. */
function typedValuesHtml(typed: NonNullable<StatusDetail["typed"]>): string {
  return `<dl>${typed.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join("")}</dl>`;
}

/** The section a refused enquiry's values are shown in; the values themselves fill its slot per refusal. */
function TypedEnquiry() {
  return (
    <section className="status-page__typed" aria-labelledby="typed-heading">
      <h2 id="typed-heading">{STATUS_TYPED.heading}</h2>
      <p>{STATUS_TYPED.intro}</p>
      {TYPED_SLOT}
    </section>
  );
}
