import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { describeWebhookDelivery } from "../../test/support/webhook-contract";
import { openPostgresStore } from "./store-postgres";

/** The webhook's delivery suite (webhook-contract.ts) on a real, throwaway PostgreSQL server. */
let postgres: TestPostgres | undefined;
let databases = 0;

beforeAll(async () => {
  postgres = await startTestPostgres();
}, 600_000);
afterAll(async () => {
  await postgres?.destroy();
}, 60_000);

describeWebhookDelivery("PostgreSQL", async () => {
  if (!postgres) throw new Error("PostgreSQL did not start");
  const connectionString = await postgres.createDatabase(`webhooks_${++databases}`);
  return {
    open: () => openPostgresStore({ connectionString, poolMax: 4 }),
    destroy: async () => {},
    async count(sql: string) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(sql);
        return Number(rows[0]?.count ?? 0);
      } finally {
        await client.end();
      }
    },
  };
});
