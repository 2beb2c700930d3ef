import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { SiteRoot } from "../shared/root";
import type { SiteContextValue } from "../shared/site-context";
import { readClientData } from "./client-data";
import { useClientFragment, primeFragmentsFromDocument } from "./fragment-source";

// Spec: every page starts at the top when it loads; the app decides where to scroll, not the browser.
history.scrollRestoration = "manual";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to hydrate");

const contactFormSeed = readClientData()?.contactFormSeed;
// A form sent back with errors arrives at /contact (the POST's URL) but is the home page: say so
// before hydrating, so the router renders what the server did and a reload does not post again.
if (contactFormSeed && location.pathname !== "/") history.replaceState(null, "", "/#contact");

const context: SiteContextValue = {
  year: Number(document.documentElement.dataset.year) || new Date().getFullYear(),
  contactFormSeed,
  notFound: document.documentElement.hasAttribute("data-not-found"),
};

// Fragments keep the HTML the server sent; read it before React takes over the DOM.
primeFragmentsFromDocument(root);

// Hydration in a transition is time-sliced: React yields to the browser every few milliseconds
// instead of blocking the main thread for the whole page.
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <SiteRoot context={context} fragments={useClientFragment} router={<BrowserRouter />} />
    </StrictMode>,
  );
});
