import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "../shared/app";
import { SiteContextProvider, type SiteContextValue } from "../shared/site-context";
import { readClientData } from "./client-data";
import "../shared/styles/index.css";

// Spec: every page starts at the top when it loads; the app decides where to scroll, not the browser.
history.scrollRestoration = "manual";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to hydrate");

const context: SiteContextValue = {
  year: Number(document.documentElement.dataset.year) || new Date().getFullYear(),
  contactFormSeed: readClientData()?.contactFormSeed,
};

hydrateRoot(
  root,
  <StrictMode>
    <SiteContextProvider value={context}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SiteContextProvider>
  </StrictMode>,
);
