import { useEffect } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { PAGE_TITLES } from "../content/pages";
import { matchSiteRoute } from "../routes";

/**
 * Keeps document.title on the route's title after client-side navigation; the server renders the
 * same head in <head>. A blog page names its own (its list page, its post); a 404 the server
 * decided shows the 404 title.
 */
export function useRouteTitle(notFound: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchSiteRoute(notFound ? "/404" : pathname);
    const params = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname)?.params ?? {};
    document.title = route.documentTitle?.(params) ?? PAGE_TITLES[route.head.page];
  }, [pathname, notFound]);
}
