import type { ClientData } from "../../shared/lib/client-data";
import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { matchSiteRoute } from "../../shared/routes";
import type { AssetManifest } from "../pages/asset-manifest";
import { currentYear } from "../pages/copyright-year";
import { serialiseForScript } from "../pages/document";
import type { Logger } from "../logger";
import { renderPageHtml } from "../pages/render-page";
import { renderStatusPage } from "../pages/status-page";
import { structuredDataFor } from "../pages/structured-data";

/** The HTML the no-JavaScript form path answers with: the home page's form re-rendered, or a status page. */
export interface EnquiryPages {
  /** The home page with the contact form holding what was posted, its errors and a fresh token. */
  renderContactForm(seed: ContactFormSeed): Promise<Buffer>;
  renderStatus(status: number, text: string): string;
}

export interface EnquiryPagesOptions {
  readonly assets: AssetManifest;
  readonly siteUrl: string;
  readonly logger: Logger;
  readonly renderTimeoutMs: number;
}

export function createEnquiryPages({ assets, siteUrl, logger, renderTimeoutMs }: EnquiryPagesOptions): EnquiryPages {
  const home = matchSiteRoute("/");
  return {
    renderContactForm(seed) {
      // The seed travels to the browser in the client-data block, so hydration renders the same form.
      return renderPageHtml(
        {
          url: home.head.canonicalPath,
          head: home.head,
          assets,
          siteUrl,
          context: { year: currentYear(), contactFormSeed: seed },
          jsonLd: structuredDataFor({ route: home }, siteUrl),
          clientData: serialiseForScript({ contactFormSeed: seed } satisfies ClientData),
        },
        { timeoutMs: renderTimeoutMs, logger },
      );
    },
    renderStatus(status, text) {
      return renderStatusPage(status, text, assets, siteUrl);
    },
  };
}
