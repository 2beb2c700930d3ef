import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { matchSiteRoute, SITE_ROUTES } from "./routes";

/** The table read the plain way: every pattern tried in order with react-router's matchPath. */
function matchByEveryPattern(pathname: string) {
  return SITE_ROUTES.find(
    (route) => route.path === "*" || matchPath({ path: route.path, end: true, caseSensitive: false }, pathname),
  );
}

describe("matchSiteRoute", () => {
  const pages = SITE_ROUTES.filter((route) => route.path !== "*").map((route) =>
    route.path.replace(/:(\w+)/g, "some-$1"),
  );
  const variants = pages.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    `${path}x`,
    `${path}/x`,
    `/x${path}`,
    path.replace("/", "//"),
  ]);
  const odd = [
    "",
    "/",
    "//",
    "/İ",
    "/\u212Alog",
    "/BLOG/Tags/a/PAGE/2",
    "/blog/%E2%80%99/",
    "/blog/a%2Fb",
    "/blog/tags//page/2",
    "/privacy-policy\u0130",
    "/assets/x.js",
  ];

  it.each([...variants, ...odd])("finds the route matchPath finds for %j", (pathname) => {
    expect(matchSiteRoute(pathname).id).toBe(matchByEveryPattern(pathname)?.id);
  });
});
