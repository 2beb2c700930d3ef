import { Router, type Request, type Response } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterThisFile, tempDir } from "../../test/support/cleanup";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { signInThrough, withSession } from "../../test/support/staff-sign-in";
import { openSqliteStore } from "../enquiries/store-sqlite";
import { storeAuditSink, type AuditEvent } from "../enquiries/audit";
import { createLogger } from "../platform/logger";
import { staffRouters } from "./routers";
import { createStaffApp } from "./staff-app";
import { REFUSALS_RECORDED_PER_MINUTE, refusedRequests } from "./refused-requests";

/** Refused state-changing requests on the staff listener, in the audit trail: who, the path, why; bounded. */
const STAFF_URL = "http://127.0.0.1:4100";
const CLIENT = {
  clientId: "staff-site",
  clientSecret: "staff-site-secret-0123456789",
  redirectUris: [`${STAFF_URL}/auth/callback`],
};
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const ATTACKER = "https://attacker.example";

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider([CLIENT], {
    ana: { email: "ana@practice.example", emailVerified: true, name: "Ana Reyes" },
  });
});
afterAll(() => provider.close());

/** A signed-in route that changes something: what a refused request never reaches. */
function notesRouter(notes: string[]): Router {
  const router = Router();
  router.post("/notes/:id", (req, res) => {
    notes.push(String((req.body as Record<string, unknown>).text));
    res.redirect(303, "/inbox");
  });
  return router;
}

/** The staff app on a SQLite store whose audit trail is the real one (the /audit page reads it), signed in as Ana. */
async function signedInApp() {
  const store = openSqliteStore({ dataDir: tempDir("staff-refusals-") });
  afterThisFile(() => store.close());
  const clock = { now: Date.UTC(2026, 10, 27, 0, 0, 30) };
  const audit = storeAuditSink(store, () => new Date(clock.now));
  const notes: string[] = [];
  const config = {
    TRUST_PROXY: 0,
    STAFF_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    STAFF_EMAILS: ["@practice.example"],
  };
  const { app } = createStaffApp({
    config,
    store,
    logger,
    audit,
    routers: [...staffRouters({ store, audit }), notesRouter(notes)],
    now: () => clock.now,
  });
  const session = (await signInThrough(app, provider.issuer, "ana")).session as string;
  const trail = async () =>
    (await store.inbox.auditTrail({ limit: 100, offset: 0 })).entries.filter(
      (entry) => entry.action === "request-refused",
    );
  return { app, session, clock, notes, trail };
}

describe("a refused state-changing request on the staff listener", () => {
  it("is in the audit trail with who sent it, its path and why (another site's, or without the token), and on the audit page", async () => {
    const { app, session, notes, trail } = await signedInApp();
    const crossSite = await request(app)
      .post("/notes/abc")
      .set("Cookie", withSession(session))
      .set("Origin", ATTACKER)
      .type("form")
      .send({ text: "a" });
    const tokenless = await request(app)
      .post("/notes/def")
      .set("Cookie", withSession(session))
      .set("Origin", STAFF_URL)
      .type("form")
      .send({ text: "b" });
    expect([crossSite.status, tokenless.status]).toEqual([403, 403]);
    expect(notes).toEqual([]);
    expect((await trail()).map(({ actor, detail }) => ({ actor, detail }))).toEqual([
      { actor: "ana@practice.example", detail: "token: POST /notes/def" },
      { actor: "ana@practice.example", detail: "origin: POST /notes/abc" },
    ]);
    const page = await request(app).get("/audit").set("Cookie", withSession(session));
    expect(page.text).toContain("Request refused");
    expect(page.text).toContain("origin: POST /notes/abc");
  });

  it("from a browser with no session (a form posted from another site's page) is recorded for an unknown sender", async () => {
    const { app, trail } = await signedInApp();
    const refused = await request(app)
      .post("/notes/ghi")
      .set("Origin", "null")
      .set("Sec-Fetch-Site", "cross-site")
      .type("form")
      .send({ text: "c" });
    expect(refused.status).toBe(403);
    expect((await trail()).map(({ actor, detail }) => ({ actor, detail }))).toEqual([
      { actor: "unknown", detail: "origin: POST /notes/ghi" },
    ]);
  });

  it("cannot flood the trail: once a minute per client and reason, the rest counted into the next record", async () => {
    const { app, session, clock, trail } = await signedInApp();
    const forge = () =>
      request(app)
        .post("/notes/abc")
        .set("Cookie", withSession(session))
        .set("Origin", ATTACKER)
        .type("form")
        .send({ text: "x" });
    for (let sent = 0; sent < 40; sent += 1) expect((await forge()).status).toBe(403);
    expect(await trail()).toHaveLength(1);
    clock.now += 60_000;
    await forge();
    expect((await trail()).map((entry) => entry.detail)).toEqual([
      "origin: POST /notes/abc; 39 more refused since the last one recorded",
      "origin: POST /notes/abc",
    ]);
  });
});

describe("the bound on records across clients", () => {
  it(`records at most ${REFUSALS_RECORDED_PER_MINUTE} a minute from every client together, the rest counted`, async () => {
    const recorded: AuditEvent[] = [];
    const clock = { now: Date.UTC(2026, 10, 27, 0, 0, 0) };
    const note = refusedRequests({
      audit: async (event) => void recorded.push(event),
      logger,
      whoIs: async () => undefined,
      now: () => clock.now,
    });
    const from = (ip: string) =>
      ({ ip, method: "POST", path: "/inbox/1/status", get: () => undefined }) as unknown as Request;
    const res = { locals: {} } as Response;
    for (let client = 0; client < 3 * REFUSALS_RECORDED_PER_MINUTE; client += 1)
      await note(from(`203.0.113.${client}`), res, "origin");
    expect(recorded).toHaveLength(REFUSALS_RECORDED_PER_MINUTE);
    clock.now += 60_000;
    await note(from("203.0.113.250"), res, "token");
    expect(recorded.at(-1)).toEqual({
      actor: "unknown",
      action: "request-refused",
      detail: `token: POST /inbox/1/status; ${2 * REFUSALS_RECORDED_PER_MINUTE} more refused since the last one recorded`,
    });
  });
});
