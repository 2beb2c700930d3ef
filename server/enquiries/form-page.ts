import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { matchSiteRoute } from "../../shared/routes";
import type { PageRenderer } from "../pages/render-page";
import { createRenderLimit, type RenderLimit } from "../pages/render-limit";
import { staticPage } from "../pages/resolve-page";

/** The HTML the no-JavaScript form path answers with: the home page's form re-rendered, or a status page. */
export interface EnquiryPages {
  /** The home page with the contact form holding what was posted, its errors and a fresh token. */
  renderContactForm(seed: ContactFormSeed): Promise<Buffer>;
  renderStatus(status: number, text: string): string;
}

/** Each re-rendered form is a whole page: at most two at a time, sixteen waiting, else 503 (RenderBusyError). */
export function createEnquiryPages(pages: PageRenderer, limit: RenderLimit = createRenderLimit()): EnquiryPages {
  const page = staticPage(matchSiteRoute("/"));
  // Opened at the form, the page shows the hero's italic only if the visitor scrolls up: preloaded,
  // the face would sit unused (Chromium warns) while the form's own faces wait behind it.
  const { italicSerif: _italicSerif, ...head } = page.head;
  const home = { ...page, head };
  return {
    renderContactForm: (seed) => limit(() => pages.page(home, { contactFormSeed: seed })),
    renderStatus: (status, text) => pages.status(status, text),
  };
}
