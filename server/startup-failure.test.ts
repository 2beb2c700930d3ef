import { describe, expect, it } from "vitest";
import { openPostgresStore } from "./enquiries/store-postgres";
import { freePort } from "../test/support/server-process";
import { explainStoreFailure } from "./startup-failure";

describe("the fatal line when PostgreSQL cannot be reached", () => {
  // "Cannot open the PostgreSQL enquiry store: Could not open the PostgreSQL enquiry store: …".
  it("names the store once, then the cause and the fix", async () => {
    const databaseUrl = `postgres://site:x@127.0.0.1:${await freePort()}/site`;
    const error = await openPostgresStore({ connectionString: databaseUrl }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const line = explainStoreFailure(error, { DATA_DIR: "./data", DATABASE_URL: databaseUrl });
    expect(line).toMatch(
      /^Cannot open the PostgreSQL enquiry store: connect ECONNREFUSED 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Check DATABASE_URL/,
    );
    expect(line.match(/open the PostgreSQL enquiry store/gi)).toHaveLength(1);
  });
});
