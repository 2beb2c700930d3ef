import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { createFormTokens } from "./form-token";

/**
 * The enquiry rate limit with two instances of the built server (npm run build first) on one
 * PostgreSQL database: together they allow RATE_LIMIT_MAX accepted enquiries per client, and the
 * request after that answers 429 whichever instance it reaches.
 */
const FORM_TOKEN_SECRET = "rate-limit-test-secret-0123456789abcdef";
const MAX = 3;

describe("rate limit shared across instances (PostgreSQL)", () => {
  let postgres: TestPostgres | undefined;
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  const token = () => createFormTokens({ secret: FORM_TOKEN_SECRET }).issue(Date.now() - 10_000);

  beforeAll(async () => {
    postgres = await startTestPostgres();
    const env = { DATABASE_URL: await postgres.createDatabase("limits"), FORM_TOKEN_SECRET, RATE_LIMIT_MAX: String(MAX), LOG_LEVEL: "warn" };
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 600_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await postgres?.destroy();
  }, 60_000);

  async function post(server: RunningServer | undefined, body: Record<string, unknown>): Promise<number> {
    const response = await fetch(`${server!.url}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, formToken: token(), ...body }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it("allows RATE_LIMIT_MAX accepted enquiries per client across both instances, then 429 on either", async () => {
    // Typos on either instance use none of the budget.
    expect([await post(a, { name: "" }), await post(b, { name: "" })]).toEqual([400, 400]);
    expect([await post(a, {}), await post(b, {}), await post(a, {})]).toEqual([201, 201, 201]);
    expect([await post(b, {}), await post(a, {})]).toEqual([429, 429]);
  });
});
