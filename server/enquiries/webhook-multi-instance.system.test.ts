import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_TIME_MS } from "../../shared/lib/enquiry-api";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { waitFor } from "../../test/support/smtp-sink";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET, type WebhookReceiver } from "../../test/support/webhook-receiver";
import { createFormTokens } from "./form-token";

/**
 * The webhook with the real built server (npm run build first): two instances share one PostgreSQL
 * database and one receiver that verifies every signature. Each stored enquiry reaches the
 * practice's system exactly once, whichever instance took it and whichever worker claimed it.
 */
const ENQUIRIES = 200;
const FORM_TOKEN_SECRET = "webhook-multi-instance-secret-0123456789abcdef";

describe("the webhook from two instances on one PostgreSQL database", () => {
  let postgres: TestPostgres | undefined;
  let receiver: WebhookReceiver | undefined;
  let db: pg.Pool | undefined;
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  const tokens = createFormTokens({ secret: FORM_TOKEN_SECRET });

  beforeAll(async () => {
    [postgres, receiver] = await Promise.all([startTestPostgres(), startWebhookReceiver()]);
    const databaseUrl = await postgres.createDatabase("site");
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const env = {
      DATABASE_URL: databaseUrl,
      PG_POOL_MAX: "5",
      FORM_TOKEN_SECRET,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      OUTBOX_LEASE_MS: "15000",
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "info",
    };
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end().catch(() => {});
    await receiver?.close();
    await postgres?.destroy();
  }, 60_000);

  /** `postedAtMs`: when the post left, an upper bound on the time from storing to delivery. */
  async function post(server: RunningServer, name: string): Promise<{ id: string; postedAtMs: number }> {
    const postedAtMs = Date.now();
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, name, formToken: tokens.issue(Date.now() - MIN_FILL_TIME_MS - 1_000) }),
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(201);
    return { id: ((await response.json()) as { id: string }).id, postedAtMs };
  }

  it(
    `delivers each of ${ENQUIRIES} enquiries once, signed, whichever instance stored it`,
    { timeout: 120_000 },
    async () => {
      const servers = [a!, b!];
      const stored: { id: string; postedAtMs: number }[] = [];
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < ENQUIRIES) {
            const index = next++;
            stored.push(await post(servers[index % 2]!, `Visitor ${index}`));
          }
        }),
      );
      const postedInMs = Date.now() - started;
      await waitFor(() => receiver!.accepted().length >= ENQUIRIES, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // further passes on both instances: nothing more arrives

      expect(receiver!.received.every((request) => request.verified)).toBe(true);
      const deliveries = new Map<string, number[]>();
      for (const request of receiver!.accepted()) {
        const { data } = JSON.parse(request.body) as { data: { id: string } };
        deliveries.set(data.id, [...(deliveries.get(data.id) ?? []), request.receivedAtMs]);
      }
      expect(stored.map(({ id }) => deliveries.get(id)?.length ?? 0)).toEqual(stored.map(() => 1));
      expect(receiver!.accepted()).toHaveLength(ENQUIRIES);
      const { rows } = await db!.query<{ status: string; count: string }>(
        "SELECT status, count(*) AS count FROM webhooks GROUP BY status",
      );
      expect(rows).toEqual([{ status: "sent", count: String(ENQUIRIES) }]);
      // Both workers took part.
      for (const server of servers)
        expect(server.logLines().filter((line) => line.msg === "webhook delivered").length).toBeGreaterThan(0);

      const latencies = stored
        .map(({ id, postedAtMs }) => (deliveries.get(id)?.[0] ?? Number.NaN) - postedAtMs)
        .sort((x, y) => x - y);
      const percentile = (p: number) =>
        latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
      console.info(
        `webhook delivery: ${ENQUIRIES} enquiries posted over 2 instances in ${postedInMs} ms, all delivered ${Date.now() - started} ms after the first post; post to delivery p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, max ${latencies.at(-1)} ms`,
      );
    },
  );
});
