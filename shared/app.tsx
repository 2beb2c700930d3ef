import { Suspense, useState } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { AppErrorBoundary } from "./components/app-error-boundary";
import { ScrollManager } from "./components/scroll-manager";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastProvider } from "./components/toast";
import { NotFoundPage } from "./pages/not-found-page";
import { SITE_ROUTES } from "./routes";
import { useSiteContext } from "./site-context";

/** The whole site, rendered inside StaticRouter on the server and BrowserRouter in the browser. */
export function App() {
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
            <PageRoutes />
          </Suspense>
        </main>
        <SiteFooter />
      </ToastProvider>
    </AppErrorBoundary>
  );
}

/** The page for the address; the server's 404 for the address it answered with one, until the first navigation. */
function PageRoutes() {
  const { notFound } = useSiteContext();
  const location = useLocation();
  const [firstKey] = useState(location.key);
  if (notFound && location.key === firstKey) return <NotFoundPage />;
  return (
    <Routes>
      {SITE_ROUTES.map((route) => (
        <Route key={route.id} path={route.path} element={route.element} />
      ))}
    </Routes>
  );
}
