import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { matchSiteRoute } from "../../shared/routes";
import type { PageRenderer, RenderClient } from "../pages/render-page";
import type { StatusDetail } from "../pages/status-page";
import { staticPage } from "../pages/resolve-page";

/** The HTML the no-JavaScript form path answers with: the home page's form re-rendered, or a status page. */
export interface EnquiryPages {
  /** The home page with the contact form holding what was posted, its errors and a fresh token. */
  renderContactForm(seed: ContactFormSeed, client: RenderClient): Promise<Buffer>;
  renderStatus(status: number, detail?: StatusDetail): string;
}

/** Each re-rendered form is a whole page, within the renderer's one bound on per-request renders (else 503, RenderBusyError). */
export function createEnquiryPages(pages: PageRenderer): EnquiryPages {
  const page = staticPage(matchSiteRoute("/"));
  // Opened at the form, the page shows the hero's italic only if the visitor scrolls up: preloaded,
  // the face would sit unused (Chromium warns) while the form's own faces wait behind it.
  const { italicSerif: _italicSerif, ...head } = page.head;
  const home = { ...page, head };
  return {
    renderContactForm: (seed, client) => pages.pageForRequest(home, { contactFormSeed: seed }, client),
    renderStatus: (status, detail) => pages.status(status, detail),
  };
}
