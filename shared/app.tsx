import { Suspense, useState } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { AppErrorBoundary } from "./components/app-error-boundary";
import { ScrollManager } from "./components/scroll-manager";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastProvider } from "./components/toast";
import { useRouteTitle } from "./hooks/use-route-title";
import { NotFoundPage } from "./page-shells/not-found-page";
import { SITE_ROUTES } from "./routes";
import { useSiteContext } from "./site-context";

/** The whole site: header, routes, footer. SiteRoot (root.tsx) puts it inside its router and providers. */
export function App() {
  const notFound = useServerNotFound();
  useRouteTitle(notFound);
  return (
    <AppErrorBoundary>
      <ToastProvider>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <ScrollManager />
        <SiteHeader />
        {/* Focusable from script only, so the skip link moves focus into it, not just the scroll. */}
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Navigations run in transitions: a page waiting for its fragments keeps the old one showing. */}
          <Suspense fallback={null}>
            {notFound ? (
              <NotFoundPage />
            ) : (
              <Routes>
                {SITE_ROUTES.map((route) => (
                  <Route key={route.id} path={route.path} element={route.element} />
                ))}
              </Routes>
            )}
          </Suspense>
        </main>
        <SiteFooter />
      </ToastProvider>
    </AppErrorBoundary>
  );
}

/** Whether the server answered this address 404 (an unknown post, tag or page): true until the first navigation. */
function useServerNotFound(): boolean {
  const { notFound } = useSiteContext();
  const location = useLocation();
  const [firstKey] = useState(location.key);
  return notFound === true && location.key === firstKey;
}
