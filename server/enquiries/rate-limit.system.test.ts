import { connect } from "node:net";
import { join } from "node:path";
import { openDatabase } from "./sqlite-driver";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { startTestPostgres, type TestPostgres } from "../../test/support/postgres";
import { tempDir } from "../../test/support/cleanup";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { DATABASE_FILE } from "./store-sqlite";
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
    const env = {
      DATABASE_URL: await postgres.createDatabase("limits"),
      FORM_TOKEN_SECRET,
      RATE_LIMIT_MAX: String(MAX),
      LOG_LEVEL: "warn",
    };
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

  it("keeps the budget when the body comes late: the handler settles the point, not the connection", async () => {
    // An instance of its own on a database of its own: the client's budget above is spent.
    const late = await startServer({
      env: {
        DATABASE_URL: await postgres!.createDatabase("late"),
        FORM_TOKEN_SECRET,
        RATE_LIMIT_MAX: String(MAX),
        LOG_LEVEL: "warn",
      },
    });
    try {
      await expectLateBodiesHeld(late, token);
    } finally {
      await late.stop();
    }
  }, 120_000);

  it("keeps the point of an enquiry whose client resets the connection while it is being stored", async () => {
    // On PostgreSQL the insert takes a round trip: a connection reset during it once refunded the
    // point (the refund followed the connection's close) while the enquiry was still stored and mailed.
    const url = await postgres!.createDatabase("resets");
    const resets = await startServer({
      env: { DATABASE_URL: url, FORM_TOKEN_SECRET, RATE_LIMIT_MAX: String(MAX), LOG_LEVEL: "warn" },
    });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await expectResetsHeld(resets, token, async () =>
        Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM enquiries")).rows[0]!.n),
      );
    } finally {
      await db.end();
      await resets.stop();
    }
  }, 120_000);
});

describe("rate limit with late bodies and early resets (SQLite)", () => {
  let server: RunningServer | undefined;
  const token = () => createFormTokens({ secret: FORM_TOKEN_SECRET }).issue(Date.now() - 10_000);
  beforeAll(async () => {
    server = await startServer({ env: { FORM_TOKEN_SECRET, RATE_LIMIT_MAX: String(MAX), LOG_LEVEL: "warn" } });
  }, 60_000);
  afterAll(() => server?.stop());

  it("keeps the point of an enquiry whose client resets the connection after sending it", async () => {
    const dataDir = tempDir("rate-limit-resets-");
    const resets = await startServer({
      dataDir,
      env: { FORM_TOKEN_SECRET, RATE_LIMIT_MAX: String(MAX), LOG_LEVEL: "warn" },
    });
    try {
      await expectResetsHeld(resets, token, () => {
        const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
        try {
          return (db.prepare("SELECT count(*) AS n FROM enquiries").get() as { n: number }).n;
        } finally {
          db.close();
        }
      });
    } finally {
      await resets.stop();
    }
  }, 60_000);

  it("keeps the budget when the body comes late, and a request reset before its body costs nothing", async () => {
    // Reset before the body: nothing stored, nothing spent.
    for (let reset = 0; reset < 5; reset++) await sendHeadersThenReset(server!.port);
    await expectLateBodiesHeld(server!, token);
  });
});

/** A JSON enquiry whose headers go first and whose body follows 50 ms later, over a raw socket. */
function lateBodyPost(port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(answer.split(" ")[1])));
    socket.write(
      `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    setTimeout(() => socket.write(body), 50);
  });
}

/** A whole JSON enquiry, then a reset at once: the server may be storing it as the connection goes. */
function bodyThenReset(port: number, body: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => setTimeout(() => socket.resetAndDestroy(), 2),
      );
    });
    socket.on("close", () => resolve());
    socket.on("error", () => undefined);
  });
}

/**
 * Fifteen enquiries each reset as soon as sent, then ordinary posts until 429: whatever the
 * resets stored spent the budget, so stored enquiries and later acceptances add up to MAX exactly.
 */
async function expectResetsHeld(
  server: RunningServer,
  token: () => string,
  storedCount: () => number | Promise<number>,
) {
  for (let batch = 0; batch < 3; batch++) {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        bodyThenReset(server.port, JSON.stringify({ ...SAMPLE_ENQUIRY, formToken: token() })),
      ),
    );
  }
  // Let any insert still running finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const storedByResets = await storedCount();
  const later: number[] = [];
  for (let attempt = 0; attempt <= MAX; attempt++)
    later.push(await lateBodyPost(server.port, JSON.stringify({ ...SAMPLE_ENQUIRY, formToken: token() })));
  expect(storedByResets).toBeLessThanOrEqual(MAX);
  expect(storedByResets + later.filter((status) => status === 201).length).toBe(MAX);
  expect(later.at(-1)).toBe(429);
  expect(await storedCount()).toBe(MAX);
}

function sendHeadersThenReset(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
      );
      setTimeout(() => socket.resetAndDestroy(), 50);
    });
    socket.on("close", () => setTimeout(resolve, 50));
    socket.on("error", () => undefined);
  });
}

/** Fifteen late-body posts, five at a time: exactly MAX stored, the rest 429. */
async function expectLateBodiesHeld(server: RunningServer, token: () => string) {
  const statuses: number[] = [];
  for (let batch = 0; batch < 3; batch++) {
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, () =>
          lateBodyPost(server.port, JSON.stringify({ ...SAMPLE_ENQUIRY, formToken: token() })),
        ),
      )),
    );
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(MAX);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15 - MAX);
}
