import pino from "pino";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";
import { createTestApp, TEST_ASSETS, UNSPENT_RENDER_BUDGET } from "../../test/support/test-app";
import { createEnquiryPages } from "./form-page";
import { createPageRenderer } from "../pages/render-page";
import { createFormTokens } from "./form-token";
import { INVALID_PER_ENQUIRY } from "./rate-limit";
import { createEnquiryRouter } from "./router";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";

const tokens = createFormTokens({ secret: "r".repeat(32) });
const pages = createEnquiryPages(
  createPageRenderer({
    assets: TEST_ASSETS,
    siteUrl: "https://counsel.example.au",
    logger: pino({ level: "silent" }),
    renderTimeoutMs: 5_000,
    perRequestLimit: UNSPENT_RENDER_BUDGET,
  }),
);
const valid = (overrides: Record<string, unknown> = {}) => ({
  ...SAMPLE_ENQUIRY,
  formToken: tokens.issue(Date.now() - 10_000),
  ...overrides,
});

describe("enquiry rate limit", () => {
  let store: SqliteEnquiryStore;

  beforeEach(() => {
    store = openSqliteStore({ dataDir: tempDir("rate-limit-") });
  });
  afterEach(async () => {
    await store.close();
  });

  function appWith(max: number, env: Record<string, string> = {}) {
    const router = createEnquiryRouter({
      store,
      siteUrl: "https://counsel.example.au",
      tokens,
      clientHashSalt: "salt",
      rateLimit: { windowMs: 60_000, max },
      pages,
    });
    return createTestApp({ enquiries: router }, env).app;
  }
  const postJson = (app: ReturnType<typeof appWith>, body: unknown, headers: Record<string, string> = {}) =>
    request(app).post("/api/enquiries").set("Content-Type", "application/json").set(headers).send(JSON.stringify(body));

  it("counts only accepted enquiries: validation errors, wrong types and retries of a stored one use none of it", async () => {
    const app = appWith(2);
    for (let typo = 0; typo < 3; typo++) await postJson(app, valid({ name: "" })).expect(400);
    await request(app).post("/api/enquiries").set("Content-Type", "text/plain").send("hello").expect(415);
    await request(app).post("/contact").type("form").send({ name: "", company: "Acme" }).expect(400);
    const first = await postJson(app, valid(), { "Idempotency-Key": "retry-key-0001" }).expect(201);
    const again = await postJson(app, valid(), { "Idempotency-Key": "retry-key-0001" }).expect(201);
    expect(again.body).toEqual(first.body);
    await request(app)
      .post("/contact")
      .type("form")
      .send({ ...SAMPLE_ENQUIRY, priorities: undefined })
      .expect(303);
    const refused = await postJson(app, valid()).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Over the limit, even a typo is refused: the budget is spent.
    await postJson(app, valid({ name: "" })).expect(429);
    expect(await store.listEnquiries()).toHaveLength(2);
  });

  it(`gives invalid posts a budget of their own, ${INVALID_PER_ENQUIRY} per enquiry, so a flood of re-rendered forms is refused too`, async () => {
    const app = appWith(2);
    for (let typo = 0; typo < 2 * INVALID_PER_ENQUIRY - 2; typo++) await postJson(app, valid({ name: "" })).expect(400);
    await request(app).post("/contact").type("form").send({ name: "", company: "Acme" }).expect(400);
    await request(app).post("/api/enquiries").set("Content-Type", "application/json").send("{not json").expect(400);
    await request(app).post("/contact").type("form").send({ name: "", company: "Acme" }).expect(429);
    const refused = await postJson(app, valid()).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await store.listEnquiries()).toHaveLength(0);
  });

  it("sends the policy and what is left, and never the client's key, not even hashed", async () => {
    const app = appWith(3);
    const response = await postJson(app, valid()).expect(201);
    expect(response.headers["ratelimit-policy"]).toBe('"enquiries";q=3;w=60');
    expect(response.headers["ratelimit"]).toMatch(/^"enquiries";r=2;t=(59|60)$/);
    expect(`${response.headers["ratelimit-policy"]} ${response.headers["ratelimit"]}`).not.toMatch(/pk=|[0-9a-f]{12}/);
  });

  it("without a trusted proxy keys on the socket's address: a forged X-Forwarded-For does not buy a new budget", async () => {
    const app = appWith(1);
    await postJson(app, valid(), { "X-Forwarded-For": "203.0.113.1" }).expect(201);
    await postJson(app, valid(), { "X-Forwarded-For": "203.0.113.2" }).expect(429);
    await postJson(app, valid(), { "X-Forwarded-For": "198.51.100.7, 203.0.113.3" }).expect(429);
  });

  it("behind TRUST_PROXY=1 keys on the address the proxy saw, one budget per visitor", async () => {
    const app = appWith(1, { TRUST_PROXY: "1" });
    await postJson(app, valid(), { "X-Forwarded-For": "203.0.113.1" }).expect(201);
    await postJson(app, valid(), { "X-Forwarded-For": "203.0.113.2" }).expect(201);
    await postJson(app, valid(), { "X-Forwarded-For": "203.0.113.1" }).expect(429);
    // Only the proxy's own hop is trusted: what the client put before it does not change its key.
    await postJson(app, valid(), { "X-Forwarded-For": "198.51.100.9, 203.0.113.2" }).expect(429);
  });
});
