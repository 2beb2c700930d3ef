import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { matchSiteRoute } from "../routes";

/** Keeps document.title on the route's title after client-side navigation; the server renders the same head in <head>. */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = matchSiteRoute(pathname).head.title;
  }, [pathname]);
}
