import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { freePort, startServer, type RunningServer } from "../../test/support/server-process";
import { openSqliteStore } from "../enquiries/store-sqlite";
import { createLogger } from "../platform/logger";
import { createStaffApp } from "./staff-app";
import { staffPaths } from "./staff-paths";

/**
 * The built server with the staff area on: its own listener answers the staff routes, and the
 * public listener answers none of them (every path the staff app routes, read from its routers).
 */
let provider: TestProvider;
let server: RunningServer;
let staffUrl: string;

beforeAll(async () => {
  const staffPort = await freePort();
  staffUrl = `http://127.0.0.1:${staffPort}`;
  provider = await startTestProvider([
    {
      clientId: "staff-site",
      clientSecret: "staff-site-secret-0123456789",
      redirectUris: [`${staffUrl}/auth/callback`],
    },
  ]);
  server = await startServer({
    timeoutMs: 60_000,
    env: {
      STAFF_PORT: String(staffPort),
      STAFF_URL: staffUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: "staff-site",
      OIDC_CLIENT_SECRET: "staff-site-secret-0123456789",
      STAFF_EMAILS: "@practice.example",
    },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** The staff app's routes as concrete paths: a parameter or wildcard becomes a sample segment. */
function routedPaths(): string[] {
  const store = openSqliteStore({ dataDir: tempDir("staff-paths-") });
  const { app } = createStaffApp({
    config: {
      TRUST_PROXY: 0,
      STAFF_URL: "http://127.0.0.1:1",
      OIDC_ISSUER: "http://127.0.0.1:1",
      OIDC_CLIENT_ID: "x",
      OIDC_CLIENT_SECRET: "x",
      STAFF_EMAILS: ["@x.example"],
    },
    store,
    logger: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
    audit: async () => {},
  });
  const paths = staffPaths(app).map((path) =>
    path
      .replace(/:[A-Za-z_]+\??/g, "sample")
      .replace(/\*[A-Za-z_]*/g, "sample")
      .replace(/[{}]/g, ""),
  );
  void store.close();
  return paths;
}

describe("the staff area in the built server", () => {
  it("answers on its own port, and the public port answers 404 for every staff route", async () => {
    const paths = routedPaths();
    // The sign-in routes at least; the inbox and the others' routers join as they are mounted.
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/sign-in", "/auth/callback", "/sign-out", "/signed-out", "/staff.css", "/inbox"]),
    );
    // A POST the public site answers for any path it does not have (405: it takes posts at the form only).
    const unknownPost = (
      await fetch(`${server.url}/no-such-path-here`, { method: "POST", headers: { origin: server.url } })
    ).status;
    expect(unknownPost).toBeGreaterThanOrEqual(400);
    for (const path of paths.filter((candidate) => candidate !== "/")) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${server.url}${path}`, { method, redirect: "manual" });
        expect(response.status, `${method} ${path} on the public port`).toBe(404);
      }
      const posted = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.url },
      });
      expect(posted.status, `POST ${path} on the public port`).toBe(unknownPost);
    }
    // The public home page is the site's own, not the staff sign-in page.
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain("Sign in to the staff area");

    const signIn = await fetch(`${staffUrl}/`);
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Sign in to the staff area");
    expect(signIn.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const leaving = await fetch(`${staffUrl}/sign-in`, { redirect: "manual" });
    expect(leaving.status).toBe(303);
    expect(leaving.headers.get("location")).toMatch(new RegExp(`^${provider.issuer}/`));
  });

  it("stops with the server", async () => {
    expect(await server.stop()).toBe(0);
    await expect(fetch(`${staffUrl}/`)).rejects.toThrow();
  });
});
