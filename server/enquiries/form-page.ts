import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { contactPrefillHref, type ContactPrefill } from "../../shared/lib/contact-prefill";
import { emptyEnquiry } from "../../shared/lib/enquiry-values";
import { matchSiteRoute } from "../../shared/routes";
import { currentYear } from "../pages/copyright-year";
import type { PageRenderer, RenderClient } from "../pages/render-page";
import type { StatusDetail } from "../pages/status-page";
import { staticPage } from "../pages/resolve-page";

/** The HTML the no-JavaScript form path answers with: the home page's form re-rendered, or a status page. */
export interface EnquiryPages {
  /** The home page with the contact form holding what was posted, its errors and a fresh token. */
  renderContactForm(seed: ContactFormSeed, client: RenderClient): Promise<Buffer>;
  /**
   * The home page with the form filled in as a link asks: held for the links the site publishes
   * (without a token, as the home page itself is), else rendered for this request with `token()`.
   */
  renderPrefilledForm(prefill: ContactPrefill, token: () => string, client: RenderClient): Promise<Buffer>;
  renderStatus(status: number, detail?: StatusDetail): string;
}

/**
 * Each re-rendered form is a whole page, within the renderer's one bound on per-request renders
 * (else 503, RenderBusyError). `publishedPrefills` are the prefill links the site's own pages carry
 * (published-prefills.ts): a fixed few, each rendered once and held.
 */
export function createEnquiryPages(
  pages: PageRenderer,
  publishedPrefills: ReadonlySet<string> = new Set(),
): EnquiryPages {
  const page = staticPage(matchSiteRoute("/"));
  // Opened at the form, the page shows the hero's italic only if the visitor scrolls up: preloaded,
  // the face would sit unused (Chromium warns) while the form's own faces wait behind it.
  const { italicSerif: _italicSerif, ...head } = page.head;
  const home = { ...page, head };
  const held = new Map<string, Promise<Buffer>>();
  const heldPrefill = (href: string, values: ContactFormSeed["values"]) => {
    const year = currentYear();
    const key = `${year}:${href}`;
    let rendered = held.get(key);
    if (rendered === undefined) {
      // The pages of a year gone by are not asked for again.
      if (held.size >= publishedPrefills.size) held.clear();
      rendered = pages.page(home, { year, contactFormSeed: { values } });
      rendered.catch(() => held.delete(key));
      held.set(key, rendered);
    }
    return rendered;
  };
  return {
    renderContactForm: (seed, client) => pages.pageForRequest(home, { contactFormSeed: seed }, client),
    renderPrefilledForm(prefill, token, client) {
      const values = { ...emptyEnquiry(), priorities: [...prefill.priorities], message: prefill.message };
      const href = contactPrefillHref(prefill);
      if (publishedPrefills.has(href)) return heldPrefill(href, values);
      return pages.pageForRequest(home, { contactFormSeed: { values, token: token() } }, client);
    },
    renderStatus: (status, detail) => pages.status(status, detail),
  };
}
