import { createHash } from "node:crypto";
import { Router } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterThisFile, tempDir } from "../../test/support/cleanup";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { cookieSet, SESSION_COOKIE, signInThrough, withSession } from "../../test/support/staff-sign-in";
import { openDatabase } from "../enquiries/sqlite-driver";
import { openSqliteStore, DATABASE_FILE } from "../enquiries/store-sqlite";
import { createLogger } from "../platform/logger";
import type { AuditEvent } from "../enquiries/audit";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from "./session-cookie";
import { staffRouters } from "./routers";
import { createStaffApp, type StaffConfig } from "./staff-app";
import { staffOf } from "./request-checks";
import { join } from "node:path";

/** The staff sign-in against a real OpenID provider (oidc-provider on 127.0.0.1), the staff app in-process. */
const STAFF_URL = "http://127.0.0.1:4100";
const CALLBACK = `${STAFF_URL}/auth/callback`;
const CLIENT = { clientId: "staff-site", clientSecret: "staff-site-secret-0123456789", redirectUris: [CALLBACK] };
/** Another application of the practice's tenant, registered with the same redirect URI. */
const OTHER_CLIENT = { clientId: "other-app", clientSecret: "other-app-secret-0123456789", redirectUris: [CALLBACK] };
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider([CLIENT, OTHER_CLIENT], {
    ana: { email: "Ana@Practice.example", emailVerified: true, name: "Ana Reyes" },
    ben: { email: "ben@team.example", emailVerified: true, name: "Ben Cho" },
    cass: { email: "cass@practice.example", emailVerified: false, name: "Cass Unverified" },
    dev: { email: "dev@elsewhere.example", emailVerified: true, name: "Dev Outsider" },
    eve: { email: "eve@sub.team.example", emailVerified: true, name: "Eve Subdomain" },
  });
});
afterAll(() => provider.close());

function staffConfig(overrides: Partial<StaffConfig> = {}): StaffConfig {
  return {
    TRUST_PROXY: 0,
    STAFF_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    STAFF_EMAILS: ["ana@practice.example", "cass@practice.example", "@team.example"],
    ...overrides,
  };
}

/** A signed-in route that changes something: what a cross-site request must not reach. */
function notesRouter(notes: string[]): Router {
  const router = Router();
  router.post("/notes", (req, res) => {
    notes.push(String((req.body as Record<string, unknown>).text));
    res.redirect(303, "/inbox");
  });
  router.get("/notes/:id", (_req, res) => void res.send(`note for ${staffOf(res)?.email ?? "nobody"}`));
  return router;
}

/** A staff app on a SQLite store in `dataDir` (two apps on one folder are two instances on one store). */
function staffApp(dataDir = tempDir("staff-store-"), overrides: Partial<StaffConfig> = {}) {
  const store = openSqliteStore({ dataDir });
  afterThisFile(() => store.close());
  const audit: AuditEvent[] = [];
  const record = async (event: AuditEvent) => void audit.push(event);
  const notes: string[] = [];
  const clock = { now: Date.UTC(2026, 10, 27, 0, 0) };
  const staff = createStaffApp({
    config: staffConfig(overrides),
    store,
    logger,
    audit: record,
    routers: [...staffRouters({ store, audit: record }), notesRouter(notes)],
    now: () => clock.now,
  });
  return { app: staff.app, staff, audit, notes, clock, dataDir };
}

describe("signing in through the practice's identity provider", () => {
  it("signs a listed, verified address in: a __Host- session cookie (HttpOnly, Secure, SameSite=Strict), kept in the store only as its SHA-256", async () => {
    const { app, audit, dataDir } = staffApp();
    const attempt = await signInThrough(app, provider.issuer, "ana");
    expect(attempt.response.status).toBe(200);
    expect(attempt.response.text).toContain('content="0;url=/inbox"');
    const line = cookieSet(attempt.response, SESSION_COOKIE)?.line ?? "";
    expect(line).toMatch(/; Path=\/(;|$)/);
    for (const attribute of ["Secure", "HttpOnly", "SameSite=Strict"]) expect(line).toContain(attribute);
    expect(line).not.toMatch(/Domain=/i);
    const session = attempt.session as string;
    expect(Buffer.from(session, "base64url").length).toBeGreaterThanOrEqual(16);

    const inbox = await request(app).get("/inbox").set("Cookie", withSession(session));
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain("ana@practice.example");
    expect(inbox.text).toContain('name="_csrf"');
    expect(audit).toContainEqual({ actor: "ana@practice.example", action: "sign-in" });

    const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    const stored = db.prepare<[], { id_hash: string }>("SELECT id_hash FROM staff_sessions").all();
    db.close();
    expect(stored).toEqual([{ id_hash: createHash("sha256").update(session).digest("hex") }]);
  });

  it("admits an address under an @domain entry, and not one under a subdomain of it", async () => {
    const { app } = staffApp();
    const ben = await signInThrough(app, provider.issuer, "ben");
    expect(ben.response.status).toBe(200);
    expect(ben.session).toBeDefined();
    const eve = await signInThrough(app, provider.issuer, "eve");
    expect(eve.response.status).toBe(403);
    expect(eve.session).toBeUndefined();
  });

  it("refuses an address not in STAFF_EMAILS, saying what to do, and records the refusal with its reason", async () => {
    const { app, audit } = staffApp();
    const attempt = await signInThrough(app, provider.issuer, "dev");
    expect(attempt.response.status).toBe(403);
    expect(attempt.response.text).toContain("STAFF_EMAILS");
    expect(attempt.session).toBeUndefined();
    expect(audit).toEqual([
      { actor: "dev@elsewhere.example", action: "sign-in-refused", detail: "email not in STAFF_EMAILS" },
    ]);
  });

  it("refuses an address the provider has not verified, though it is on the list", async () => {
    const { app, audit } = staffApp();
    const attempt = await signInThrough(app, provider.issuer, "cass");
    expect(attempt.response.status).toBe(403);
    expect(attempt.response.text).toContain("not verified");
    expect(attempt.session).toBeUndefined();
    expect(audit.map((event) => event.action)).toEqual(["sign-in-refused"]);
  });

  it("refuses a code issued to another client of the provider (an ID token for another audience)", async () => {
    const { app, audit } = staffApp();
    const attempt = await signInThrough(app, provider.issuer, "ana", (url) =>
      url.searchParams.set("client_id", OTHER_CLIENT.clientId),
    );
    expect(new URL(attempt.callbackPath, STAFF_URL).searchParams.get("code")).toBeTruthy();
    expect(attempt.response.status).toBe(502);
    expect(attempt.session).toBeUndefined();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("sign-in-refused");
  });

  it("refuses a replayed callback, a mismatched state and a callback without the browser's sign-in cookie", async () => {
    const { app } = staffApp();
    const first = await signInThrough(app, provider.issuer, "ana");
    expect(first.response.status).toBe(200);
    const replayed = await request(app)
      .get(first.callbackPath)
      .set("Cookie", `__Host-staff-sign-in=${first.signInCookie}`);
    expect(replayed.status).toBe(400);
    expect(cookieSet(replayed, SESSION_COOKIE)).toBeUndefined();

    const mismatched = await signInThrough(app, provider.issuer, "ana", (url) =>
      url.searchParams.set("state", "another-state-value"),
    );
    expect(mismatched.response.status).toBe(400);
    expect(mismatched.session).toBeUndefined();

    const started = await request(app).get("/sign-in");
    const state = new URL(started.headers.location as string).searchParams.get("state") ?? "";
    const noCookie = await request(app).get(`/auth/callback?code=x&state=${state}`);
    expect(noCookie.status).toBe(400);
  });
});

describe("sessions end", () => {
  it("after 30 minutes without a request: refused and sent to sign in, the expiry recorded", async () => {
    const { app, clock, audit } = staffApp();
    const session = (await signInThrough(app, provider.issuer, "ana")).session as string;
    clock.now += IDLE_TIMEOUT_MS - 60_000;
    expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(200);
    clock.now += IDLE_TIMEOUT_MS;
    const expired = await request(app).get("/inbox").set("Cookie", withSession(session));
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe("/?return=%2Finbox&ended=1");
    expect(audit).toContainEqual({ actor: "ana@practice.example", action: "session-expired", detail: "idle" });
    const page = await request(app).get(expired.headers.location as string);
    expect(page.text).toContain("Your session ended");
    // Gone from the store: the same cookie is not let in again even within a fresh idle window.
    expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(303);
  });

  it("12 hours after sign-in, however active", async () => {
    const { app, clock, audit } = staffApp();
    const session = (await signInThrough(app, provider.issuer, "ana")).session as string;
    const signedInAt = clock.now;
    while (clock.now + 20 * 60_000 < signedInAt + ABSOLUTE_TIMEOUT_MS) {
      clock.now += 20 * 60_000;
      expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(200);
    }
    clock.now = signedInAt + ABSOLUTE_TIMEOUT_MS;
    expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(303);
    expect(audit).toContainEqual({ actor: "ana@practice.example", action: "session-expired", detail: "absolute" });
  });

  it("on sign-out, on every instance sharing the store", async () => {
    const first = staffApp();
    const second = staffApp(first.dataDir);
    const session = (await signInThrough(first.app, provider.issuer, "ana")).session as string;
    expect((await request(second.app).get("/inbox").set("Cookie", withSession(session))).status).toBe(200);
    const token =
      /name="_csrf" value="([^"]+)"/.exec(
        (await request(second.app).get("/inbox").set("Cookie", withSession(session))).text,
      )?.[1] ?? "";
    const out = await request(first.app)
      .post("/sign-out")
      .set("Cookie", withSession(session))
      .set("Origin", STAFF_URL)
      .type("form")
      .send({ _csrf: token });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe("/signed-out");
    expect(cookieSet(out, SESSION_COOKIE)).toBeUndefined();
    expect(first.audit).toContainEqual({ actor: "ana@practice.example", action: "sign-out" });
    for (const { app } of [first, second])
      expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(303);
  });

  it("expired sessions are swept from the store, each recorded", async () => {
    const { app, staff, clock, audit } = staffApp();
    await signInThrough(app, provider.issuer, "ana");
    clock.now += IDLE_TIMEOUT_MS + 1;
    await staff.sessions.sweep();
    expect(audit).toContainEqual({ actor: "ana@practice.example", action: "session-expired", detail: "swept" });
  });
});

describe("state-changing requests", () => {
  async function signedIn() {
    const made = staffApp();
    const session = (await signInThrough(made.app, provider.issuer, "ana")).session as string;
    const page = await request(made.app).get("/inbox").set("Cookie", withSession(session));
    const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
    expect(token).not.toBe("");
    return { ...made, session, token };
  }

  it("from another site, without the token or with another session's token are refused 403, nothing changed", async () => {
    const { app, session, token, notes } = await signedIn();
    const other = await signedIn();
    const post = () => request(app).post("/notes").set("Cookie", withSession(session)).type("form");
    const refused = [
      await post().set("Origin", "https://attacker.example").send({ _csrf: token, text: "a" }),
      await post().set("Sec-Fetch-Site", "cross-site").send({ _csrf: token, text: "b" }),
      await post().send({ _csrf: token, text: "c" }),
      await post().set("Origin", "null").set("Sec-Fetch-Site", "cross-site").send({ _csrf: token, text: "d" }),
      await post().set("Origin", STAFF_URL).send({ text: "e" }),
      await post()
        .set("Origin", STAFF_URL)
        .send({ _csrf: `${token.slice(0, -2)}xx`, text: "f" }),
      await post().set("Origin", STAFF_URL).send({ _csrf: other.token, text: "g" }),
      await request(app).post("/notes").set("Origin", STAFF_URL).type("form").send({ _csrf: token, text: "h" }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.text).toContain("nothing was changed");
    }
    expect(notes).toEqual([]);
    // A sign-out from another site is refused too: the session goes on.
    await request(app)
      .post("/sign-out")
      .set("Cookie", withSession(session))
      .set("Origin", "https://attacker.example")
      .type("form")
      .send({ _csrf: token });
    expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(200);
  });

  it("from a staff page (its origin, or Origin null with Sec-Fetch-Site same-origin) with the token, as a field or a header, go through", async () => {
    const { app, session, token, notes } = await signedIn();
    const post = () => request(app).post("/notes").set("Cookie", withSession(session)).type("form");
    expect((await post().set("Origin", STAFF_URL).send({ _csrf: token, text: "one" })).status).toBe(303);
    expect(
      (await post().set("Origin", "null").set("Sec-Fetch-Site", "same-origin").send({ _csrf: token, text: "two" }))
        .status,
    ).toBe(303);
    expect((await post().set("Origin", STAFF_URL).set("x-csrf-token", token).send({ text: "three" })).status).toBe(303);
    expect(notes).toEqual(["one", "two", "three"]);
  });
});

describe("the staff listener's answers", () => {
  it("carry strict headers: CSP default-src 'self' and frame-ancestors 'none', no-store, no referrer", async () => {
    const { app } = staffApp();
    for (const path of ["/", "/signed-out", "/nowhere", "/staff.css"]) {
      const response = await request(app).get(path);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    }
  });

  it("send a visitor who is not signed in to sign in, and back to the page they asked for", async () => {
    const { app } = staffApp();
    const asked = await request(app).get("/notes/42");
    expect(asked.status).toBe(303);
    expect(asked.headers.location).toBe("/?return=%2Fnotes%2F42");
    const page = await request(app).get(asked.headers.location as string);
    expect(page.text).toContain('name="return" value="/notes/42"');
    const attempt = await signInThrough(app, provider.issuer, "ana");
    expect(attempt.response.status).toBe(200);
  });

  it("say sign-in is unavailable while the provider cannot be reached, and sign in once it answers", async () => {
    const { freePort } = await import("../../test/support/server-process");
    const port = await freePort();
    const { app } = staffApp(undefined, { OIDC_ISSUER: `http://127.0.0.1:${port}` });
    const down = await request(app).get("/sign-in");
    expect(down.status).toBe(503);
    expect(down.text).toContain("cannot be reached");
    const late = await startTestProvider(
      [CLIENT],
      { ana: { email: "ana@practice.example", emailVerified: true, name: "Ana" } },
      { port },
    );
    try {
      const attempt = await signInThrough(app, late.issuer, "ana");
      expect(attempt.response.status).toBe(200);
    } finally {
      await late.close();
    }
  });
});

describe("the staff listener's /metrics", () => {
  const TOKEN = "metrics-token-of-at-least-thirty-two-characters";

  it("answers a scrape with the bearer token and no session, in Prometheus's text format; refuses one without it", async () => {
    const { app } = staffApp(undefined, { METRICS_TOKEN: TOKEN, WEBHOOK_URL: "https://practice.example/hooks" });
    const scraped = await request(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain/);
    expect(scraped.text).toMatch(/^enquiries_overdue 0$/m);
    expect(scraped.text).toMatch(/^webhook_deliveries_backlog 0$/m);
    const refused = await request(app).get("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain("enquiries_overdue");
  });

  it("does not exist without METRICS_TOKEN, even for a signed-in member of staff", async () => {
    const { app } = staffApp();
    const session = (await signInThrough(app, provider.issuer, "ana")).session as string;
    const answer = await request(app).get("/metrics").set("Cookie", withSession(session));
    expect(answer.status).toBe(404);
  });
});
