import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { matchSiteRoute } from "../../shared/routes";
import type { PageRenderer } from "../pages/render-page";
import { staticPage } from "../pages/resolve-page";

/** The HTML the no-JavaScript form path answers with: the home page's form re-rendered, or a status page. */
export interface EnquiryPages {
  /** The home page with the contact form holding what was posted, its errors and a fresh token. */
  renderContactForm(seed: ContactFormSeed): Promise<Buffer>;
  renderStatus(status: number, text: string): string;
}

export function createEnquiryPages(pages: PageRenderer): EnquiryPages {
  const home = staticPage(matchSiteRoute("/"));
  return {
    renderContactForm: (seed) => pages.page(home, { contactFormSeed: seed }),
    renderStatus: (status, text) => pages.status(status, text),
  };
}
