import { createContext, useContext } from "react";
import type { ContactFormSeed } from "./hooks/use-contact-form";

/** Values the server decides per render that the browser must see identically when hydrating. */
export interface SiteContextValue {
  /** The copyright year, as the server rendered it (carried to the client on <html data-year>). */
  readonly year: number;
  /** What a visitor without JavaScript posted, with its errors, when the server re-renders the form. */
  readonly contactFormSeed?: ContactFormSeed;
  /**
   * The server answered this address 404 (an unknown post, tag or page, which only it can know):
   * show the 404 page until the visitor navigates (carried to the client on <html data-not-found>).
   */
  readonly notFound?: boolean;
}

const SiteContext = createContext<SiteContextValue>({ year: new Date().getFullYear() });

export const SiteContextProvider = SiteContext.Provider;

export function useSiteContext(): SiteContextValue {
  return useContext(SiteContext);
}
