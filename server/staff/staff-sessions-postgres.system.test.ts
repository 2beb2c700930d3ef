import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../../test/support/oidc-provider";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { signInThrough, withSession } from "../../test/support/staff-sign-in";
import { openPostgresStore } from "../enquiries/store-postgres";
import { createLogger } from "../platform/logger";
import type { AuditEvent } from "../enquiries/audit";
import { IDLE_TIMEOUT_MS } from "./session-cookie";
import { createStaffApp } from "./staff-app";

/** Staff sessions on PostgreSQL: two instances on one database share them, and one sign-out ends them on both. */
const STAFF_URL = "http://127.0.0.1:4100";
const CLIENT = {
  clientId: "staff-site",
  clientSecret: "staff-site-secret-0123456789",
  redirectUris: [`${STAFF_URL}/auth/callback`],
};
let postgres: TestPostgres;
let provider: TestProvider;

beforeAll(async () => {
  [postgres, provider] = await Promise.all([
    startTestPostgres(),
    startTestProvider([CLIENT], { ana: { email: "ana@practice.example", emailVerified: true, name: "Ana Reyes" } }),
  ]);
}, 120_000);
afterAll(async () => {
  await provider?.close();
  await postgres?.destroy();
});

describe("staff sessions in PostgreSQL", () => {
  it("are shared by two instances, stored hashed, end on sign-out everywhere, and expire", async () => {
    const url = await postgres.createDatabase("staff_sessions");
    const stores = [
      await openPostgresStore({ connectionString: url }),
      await openPostgresStore({ connectionString: url }),
    ];
    const audit: AuditEvent[] = [];
    const clock = { now: Date.UTC(2026, 10, 27) };
    const config = {
      TRUST_PROXY: 0,
      STAFF_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      STAFF_EMAILS: ["@practice.example"],
    };
    const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
    const [first, second] = stores.map(
      (store) =>
        createStaffApp({ config, store, logger, audit: async (event) => void audit.push(event), now: () => clock.now })
          .app,
    );
    try {
      const session = (await signInThrough(first!, provider.issuer, "ana")).session as string;
      const { rows } = await stores[0]!.pool.query<{ id_hash: string }>("SELECT id_hash FROM staff_sessions");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id_hash).not.toContain(session);
      const page = await request(second!).get("/inbox").set("Cookie", withSession(session));
      expect(page.status).toBe(200);
      const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
      expect(
        (
          await request(second!)
            .post("/sign-out")
            .set("Cookie", withSession(session))
            .set("Origin", STAFF_URL)
            .type("form")
            .send({ _csrf: token })
        ).status,
      ).toBe(303);
      for (const app of [first!, second!])
        expect((await request(app).get("/inbox").set("Cookie", withSession(session))).status).toBe(303);

      const later = (await signInThrough(second!, provider.issuer, "ana")).session as string;
      clock.now += IDLE_TIMEOUT_MS;
      expect((await request(first!).get("/inbox").set("Cookie", withSession(later))).headers.location).toBe(
        "/?return=%2Finbox&ended=1",
      );
      expect(audit.map((event) => event.action)).toEqual(["sign-in", "sign-out", "sign-in", "session-expired"]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  }, 60_000);
});
