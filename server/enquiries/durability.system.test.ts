import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../paths";
import { DATABASE_FILE } from "./store-sqlite";
import { SAMPLE_ENQUIRY } from "../../scripts/testing/enquiry-fixtures";

/**
 * "No enquiry is ever lost": the real built server (npm run build first) is killed with SIGKILL
 * while 200 enquiries are in flight; after a restart every enquiry that was answered 201 is in the
 * store exactly once.
 */
const ENQUIRIES = 200;
const KILL_AFTER_CREATED = 60;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "100000",
      SMTP_URL: "",
      ENQUIRY_TO: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not become ready");
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

describe("durability", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "enquiries-durability-"));
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited(child);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged enquiry exactly once across a SIGKILL", { timeout: 30_000 }, async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = startServer(port, dataDir);
    children.push(first);
    await waitUntilReady(origin, first);

    // One token per enquiry: a token is good for one enquiry only.
    const tokens = await Promise.all(
      Array.from({ length: ENQUIRIES }, async () => ((await (await fetch(`${origin}/api/enquiries/token`)).json()) as { token: string }).token),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // the minimum fill time

    const acknowledged = new Map<string, string>(); // idempotency key -> id
    const names = new Map<string, string>(); // idempotency key -> the name sent with it
    let killed = false;
    const send = async (index: number) => {
      const key = randomUUID();
      try {
        const response = await fetch(`${origin}/api/enquiries`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({ ...SAMPLE_ENQUIRY, name: `Visitor ${index}`, formToken: tokens[index] }),
        });
        if (response.status !== 201) return;
        const { id } = (await response.json()) as { id: string };
        acknowledged.set(key, id);
        names.set(key, `Visitor ${index}`);
        if (!killed && acknowledged.size >= KILL_AFTER_CREATED) {
          killed = true;
          first.kill("SIGKILL");
        }
      } catch {
        // The connection died with the server: not acknowledged, so the visitor was never told it arrived.
      }
    };
    await Promise.all(Array.from({ length: ENQUIRIES }, (_, index) => send(index)));
    await exited(first);
    expect(first.signalCode).toBe("SIGKILL");
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_CREATED);
    expect(acknowledged.size).toBeLessThan(ENQUIRIES);

    const second = startServer(port, dataDir);
    children.push(second);
    await waitUntilReady(origin, second);

    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      // Every submission has its own name (the store keeps idempotency keys scoped to the client, not as sent).
      const byName = db.prepare<[string], { id: string; spam: number; outbox: number }>(
        "SELECT e.id, e.spam, (SELECT COUNT(*) FROM outbox o WHERE o.enquiry_id = e.id) AS outbox FROM enquiries e WHERE name = ?",
      );
      for (const [key, id] of acknowledged) {
        expect(byName.all(names.get(key) ?? ""), `enquiry ${id}`).toEqual([{ id, spam: 0, outbox: 1 }]);
      }
      const duplicates = db.prepare("SELECT idempotency_key FROM enquiries GROUP BY idempotency_key HAVING COUNT(*) > 1").all();
      expect(duplicates).toEqual([]);
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.close();
    }

    // A retry of an acknowledged submission after the restart still answers with the original id.
    const [key, id] = [...acknowledged][0] ?? [];
    const retry = await fetch(`${origin}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key ?? "" },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, name: names.get(key ?? ""), formToken: tokens[0] }),
    });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id });
  });
});
