import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { startSmtpSink, waitFor, type ReceivedMail } from "../../test/support/smtp-sink";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { MIN_FILL_TIME_MS } from "../../shared/lib/enquiry-api";
import { createFormTokens } from "./form-token";

/**
 * Scale-out on PostgreSQL with the real built server (npm run build first): two instances share
 * one database and one mail server. Every enquiry is stored once and mailed once; an instance
 * killed mid-send loses nothing acknowledged and the survivor mails its claimed rows once their
 * lease runs out; a database outage answers 503 (never 500) and heals without a restart.
 */
const FIRST_BATCH = 200;
const SECOND_BATCH = 100;
const KILL_AFTER = 30;
// Longer than any send or held send takes on a loaded 2-core machine: at 4 s, a clean clone's CI run
// with other work beside it saw a claim run out mid-send and its row mailed twice (201 mails for 200),
// and a row held by the stalled mail server retried by its own instance. A lease that ends while its
// sender is still alive is what the lease cannot tell from a crash; production's is 5 minutes.
const LEASE_MS = 15_000;
const FORM_TOKEN_SECRET = "multi-instance-test-secret-0123456789abcdef";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

interface Posted {
  readonly status: number;
  readonly id?: string;
}

describe("several instances on one PostgreSQL database", () => {
  let postgres: TestPostgres | undefined;
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let db: pg.Pool | undefined;
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  // Both instances share the secret, so a token minted with it is good on either; one token, one enquiry.
  const tokens = createFormTokens({ secret: FORM_TOKEN_SECRET });
  const humanToken = () => tokens.issue(Date.now() - MIN_FILL_TIME_MS - 1_000);
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  /** idempotency key -> id, for every enquiry answered 201 */
  const acknowledged = new Map<string, string>();
  const names = new Map<string, string>(); // idempotency key -> the name sent with it

  beforeAll(async () => {
    [postgres, sink] = await Promise.all([startTestPostgres(), startSmtpSink(0, { beforeAccept: () => held })]);
    const databaseUrl = await postgres.createDatabase("site");
    db = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 5_000 });
    db.on("error", () => {}); // the outage test stops the server under this pool
    const env = {
      DATABASE_URL: databaseUrl,
      PG_POOL_MAX: "5",
      FORM_TOKEN_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ENQUIRY_TO: "practice@example.net",
      OUTBOX_LEASE_MS: String(LEASE_MS),
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "info",
    };
    // Started together, so both migrate at once (the advisory lock takes turns).
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 600_000);

  afterAll(async () => {
    release();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end().catch(() => {});
    await sink?.close();
    await postgres?.destroy();
  }, 60_000);

  async function post(server: RunningServer, key: string, name: string): Promise<Posted> {
    try {
      const response = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ ...SAMPLE_ENQUIRY, name, formToken: humanToken() }),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status !== 201) return { status: response.status };
      const { id } = (await response.json()) as { id: string };
      acknowledged.set(key, id);
      names.set(key, name);
      return { status: 201, id };
    } catch {
      return { status: 0 }; // the connection died: not acknowledged
    }
  }

  /** Runs `count` jobs, at most `concurrency` at a time. */
  async function inParallel(count: number, concurrency: number, job: (index: number) => Promise<void>) {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await job(next++);
      }),
    );
  }

  async function outboxStatuses(): Promise<Record<string, number>> {
    const { rows } = await db!.query<{ status: string; count: string }>(
      "SELECT status, count(*) AS count FROM outbox GROUP BY status",
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  async function allSent(): Promise<boolean> {
    const statuses = await outboxStatuses();
    return Object.keys(statuses).every((status) => status === "sent");
  }

  /** Enquiry id -> how many mails named it. */
  function deliveries(mails: readonly ReceivedMail[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const mail of mails) {
      for (const id of new Set(mail.decoded.match(UUID))) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  /** waitFor, failing with the outbox's state and the servers' last log lines (CI has nothing else to go on). */
  async function waitOrExplain(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
    try {
      await waitFor(condition, timeoutMs);
    } catch {
      const outbox = await outboxStatuses().catch((error: unknown) => String(error));
      const logs = [a, b]
        .map((server, index) => `instance ${index ? "b" : "a"}:\n${server?.output.slice(-15).join("\n") ?? ""}`)
        .join("\n");
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; outbox ${JSON.stringify(outbox)}\n${logs}`);
    }
  }

  function sentLogs(server: RunningServer) {
    return server.logLines().filter((line) => line.msg === "enquiry notification sent");
  }

  // Every submission has its own name, so rows are matched to submissions by name (the store keeps
  // idempotency keys scoped to the client, not as sent).
  async function expectStoredOnce() {
    const { rows } = await db!.query<{ name: string; id: string; outbox: string }>(
      "SELECT e.name, e.id, (SELECT count(*) FROM outbox o WHERE o.enquiry_id = e.id) AS outbox FROM enquiries e",
    );
    const byName = new Map<string, { id: string; outbox: string }[]>();
    for (const { name, id, outbox } of rows) byName.set(name, [...(byName.get(name) ?? []), { id, outbox }]);
    for (const [key, id] of acknowledged)
      expect(byName.get(names.get(key) ?? ""), `enquiry ${id}`).toEqual([{ id, outbox: "1" }]);
    return rows;
  }

  it(
    "stores 200 enquiries spread over two instances once each, and mails each exactly once",
    { timeout: 60_000 },
    async () => {
      const servers = [a!, b!];
      const results: Posted[] = [];
      await inParallel(FIRST_BATCH, 16, async (index) => {
        results.push(await post(servers[index % 2]!, randomUUID(), `Visitor ${index}`));
      });
      expect(results.map((result) => result.status)).toEqual(results.map(() => 201));

      // A retried submission that lands on the other instance is not stored again.
      const [key, id] = [...acknowledged][0]!;
      for (const server of servers) expect(await post(server, key, names.get(key)!)).toEqual({ status: 201, id });

      await waitOrExplain(allSent, 30_000, "every notification sent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await expectStoredOnce();
      expect(rows).toHaveLength(FIRST_BATCH);
      const counts = deliveries(sink!.received);
      expect(sink!.received).toHaveLength(FIRST_BATCH);
      expect([...acknowledged.values()].map((stored) => counts.get(stored) ?? 0)).toEqual(
        [...acknowledged.values()].map(() => 1),
      );
      // Both workers took part.
      expect(sentLogs(a!).length).toBeGreaterThan(0);
      expect(sentLogs(b!).length).toBeGreaterThan(0);
    },
  );

  it(
    "loses nothing acknowledged when an instance is killed mid-send; the other mails its rows after the lease",
    { timeout: 60_000 },
    async () => {
      const mailsBefore = sink!.received.length;
      // The mail server stops answering: each worker is left holding one claimed row.
      held = new Promise((resolve) => (release = resolve));
      const servers = [a!, b!];
      const keys = Array.from({ length: SECOND_BATCH }, () => randomUUID());
      await inParallel(KILL_AFTER, 10, async (index) => {
        expect((await post(servers[index % 2]!, keys[index]!, `Second ${index}`)).status).toBe(201);
      });
      await waitOrExplain(
        async () => (await outboxStatuses()).sending === 2,
        10_000,
        "both workers holding a claimed row",
      );
      const { rows: inFlight } = await db!.query<{ enquiry_id: string }>(
        "SELECT enquiry_id FROM outbox WHERE status = 'sending'",
      );

      // The rest of the batch, with the kill part-way through it.
      let answered = 0;
      await inParallel(SECOND_BATCH - KILL_AFTER, 10, async (offset) => {
        const index = KILL_AFTER + offset;
        await post(servers[index % 2]!, keys[index]!, `Second ${index}`);
        if (++answered === 10) a!.process.kill("SIGKILL");
      });
      expect(await a!.stop()).toBeNull();
      expect(a!.process.signalCode).toBe("SIGKILL");
      release();

      await waitOrExplain(allSent, 30_000, "every notification sent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await expectStoredOnce();
      const acknowledgedIds = new Set(acknowledged.values());
      expect(acknowledgedIds.size).toBeGreaterThan(FIRST_BATCH + KILL_AFTER);
      expect(acknowledgedIds.size).toBeLessThan(FIRST_BATCH + SECOND_BATCH);

      // Every stored enquiry (acknowledged or not) was mailed at least once; only a row that was
      // mid-send when its instance died may have been mailed twice.
      const counts = deliveries(sink!.received.slice(mailsBefore));
      const secondBatch = rows
        .map((row) => row.id)
        .filter((id) => !deliveries(sink!.received.slice(0, mailsBefore)).has(id));
      for (const stored of secondBatch)
        expect(counts.get(stored) ?? 0, `mails for ${stored}`).toBeGreaterThanOrEqual(1);
      const twice = [...counts].filter(([, count]) => count > 1).map(([stored]) => stored);
      expect(twice.length).toBeLessThanOrEqual(1);
      for (const stored of twice) expect(inFlight.map((row) => row.enquiry_id)).toContain(stored);

      // The survivor took over the dead instance's claimed row once its lease had run out: a second attempt.
      const retried = sentLogs(b!).filter((line) => Number(line.attempt) >= 2);
      expect(retried.map((line) => line.enquiryId)).toHaveLength(1);
      expect(inFlight.map((row) => row.enquiry_id)).toContain(retried[0]?.enquiryId);
    },
  );

  it("answers 503 (never 500) while the database is down and recovers by itself", { timeout: 60_000 }, async () => {
    const server = b!;
    const statuses: number[] = [];
    let loading = true;
    let sequence = 0;
    const load = inParallel(1_000_000, 4, async () => {
      if (!loading) return;
      statuses.push((await post(server, randomUUID(), `Outage ${sequence++}`)).status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const readyz = async () => (await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) })).status;

    try {
      await waitFor(() => statuses.filter((status) => status === 201).length >= 10, 10_000);
      await postgres!.stop();
      const statusesAtStop = statuses.length;
      await waitOrExplain(async () => (await readyz()) === 503, 10_000, "/readyz 503 while the database is down");
      await waitOrExplain(
        () => statuses.slice(statusesAtStop).filter((status) => status === 503).length >= 5,
        15_000,
        `503s while the database is down (got ${statuses.slice(statusesAtStop).join(" ")})`,
      );
      const form = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...SAMPLE_ENQUIRY, priorities: SAMPLE_ENQUIRY.priorities[0]! }).toString(),
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      expect(form.status).toBe(503);

      await postgres!.start();
      await waitOrExplain(async () => (await readyz()) === 200, 20_000, "/readyz 200 once the database is back");
      const statusesAtStart = statuses.length;
      await waitOrExplain(
        () => statuses.slice(statusesAtStart).filter((status) => status === 201).length >= 10,
        15_000,
        "201s once the database is back",
      );
    } finally {
      loading = false;
      await load;
    }

    expect(server.process.exitCode).toBeNull();
    expect(new Set(statuses)).toEqual(new Set([201, 503]));
    await expectStoredOnce();
    await waitOrExplain(allSent, 30_000, "every notification sent");
  });
});
