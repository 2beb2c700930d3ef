import { cloneElement, type ReactElement, type ReactNode } from "react";
import { App } from "./app";
import { FragmentSourceProvider, type FragmentSource } from "./components/server-fragment";
import { SiteContextProvider, type SiteContextValue } from "./site-context";

interface SiteRootProps {
  /** What the server decided for this render (the year, a re-rendered form). */
  readonly context: SiteContextValue;
  /** Where server fragments come from: their elements on the server, the server's HTML in the browser. */
  readonly fragments: FragmentSource;
  /**
   * The router for where the site runs, empty: `<StaticRouter location={url} />` on the server,
   * `<BrowserRouter />` in the browser, `<MemoryRouter initialEntries={[path]} />` in tests.
   */
  readonly router: ReactElement<{ readonly children?: ReactNode }>;
}

/** The whole site with its providers: the one tree the server renders, the browser hydrates and the tests mount. */
export function SiteRoot({ context, fragments, router }: SiteRootProps) {
  return (
    <SiteContextProvider value={context}>
      <FragmentSourceProvider value={fragments}>{cloneElement(router, undefined, <App />)}</FragmentSourceProvider>
    </SiteContextProvider>
  );
}
