import request from "supertest";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ASSETS } from "../../test/support/test-app";
import { ClientGoneError, createRenderLimit, RenderBusyError } from "./render-limit";
import { createPageRenderer } from "./render-page";

/** A clock the test moves, and a render that takes `ms` of it. */
function fakeClock() {
  let at = 0;
  return {
    now: () => at,
    advance: (ms: number) => (at += ms),
    taking: (ms: number) => () => Promise.resolve().then(() => void (at += ms)),
  };
}

describe("createRenderLimit: a budget of render time", () => {
  it("lets renders through while the budget lasts, then refuses at once until it refills", async () => {
    const clock = fakeClock();
    const limit = createRenderLimit({ burstMs: 100, msPerSecond: 200, perTurn: Infinity, now: clock.now });
    // Four renders of 30 ms: the fourth starts with 10 ms left, so it runs and leaves the budget at -20.
    for (let index = 0; index < 4; index += 1) await limit(clock.taking(30));
    const refused = await limit(clock.taking(30)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderBusyError);
    // Refilling at 200 ms a second, -20 ms is positive again within a second.
    expect((refused as RenderBusyError).retryAfterSeconds).toBe(1);
    clock.advance(99);
    await expect(limit(clock.taking(1))).resolves.toBeUndefined();
    // Never more than the burst, however long it was quiet.
    clock.advance(60_000);
    for (let index = 0; index < 4; index += 1) await limit(clock.taking(30));
    await expect(limit(clock.taking(30))).rejects.toBeInstanceOf(RenderBusyError);
  });

  it("charges a render that fails, and frees its slot", async () => {
    const clock = fakeClock();
    const limit = createRenderLimit({
      burstMs: 50,
      msPerSecond: 100,
      concurrent: 1,
      waiting: 0,
      perTurn: Infinity,
      now: clock.now,
    });
    await expect(
      limit(() =>
        clock
          .taking(60)()
          .then(() => Promise.reject(new Error("boom"))),
      ),
    ).rejects.toThrow("boom");
    await expect(limit(clock.taking(1))).rejects.toBeInstanceOf(RenderBusyError);
    clock.advance(200);
    await expect(limit(clock.taking(1))).resolves.toBeUndefined();
  });

  it("queues `waiting` renders behind `concurrent` ones and refuses the rest", async () => {
    const limit = createRenderLimit({ concurrent: 1, waiting: 1, burstMs: 10_000, perTurn: Infinity });
    const gates: Array<() => void> = [];
    const held = () => limit(() => new Promise<string>((resolve) => gates.push(() => resolve("html"))));
    const first = held();
    const second = held();
    await expect(held()).rejects.toBeInstanceOf(RenderBusyError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gates).toHaveLength(1);
    gates.shift()!();
    await expect(first).resolves.toBe("html");
    await expect.poll(() => gates.length).toBe(1);
    gates.shift()!();
    await expect(second).resolves.toBe("html");
  });

  it("starts one render per turn of the event loop, and refuses the turn's others at once", async () => {
    const limit = createRenderLimit({ burstMs: 10_000 });
    const render = () => Promise.resolve("html");
    // Requests read in one turn: the first renders, the rest are refused before any work.
    const sameTurn = [limit(render), limit(render), limit(render)];
    const settled = await Promise.allSettled(sameTurn);
    expect(settled.map((result) => result.status)).toEqual(["fulfilled", "rejected", "rejected"]);
    // The next turn renders again.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(limit(render)).resolves.toBe("html");
  });

  it("never starts a render for a client already gone", async () => {
    const limit = createRenderLimit({ perTurn: Infinity });
    let rendered = 0;
    const render = () => Promise.resolve(void (rendered += 1));
    await expect(limit(render, () => true)).rejects.toBeInstanceOf(ClientGoneError);
    await limit(render, () => false);
    expect(rendered).toBe(1);
  });
});

describe("the bound on per-request pages, with real renders", () => {
  const testAppWithBudget = (burstMs: number) =>
    createTestApp({
      pages: createPageRenderer({
        assets: TEST_ASSETS,
        siteUrl: "https://counsel.example.au",
        logger: pino({ level: "silent" }),
        renderTimeoutMs: 10_000,
        // A slow second: what was spent stays spent for the length of the test.
        perRequestLimit: createRenderLimit({ burstMs, msPerSecond: 0.001 }),
      }),
    });
  const appWithBudget = (burstMs: number) => testAppWithBudget(burstMs).app;

  it("renders cost comparisons within its limit", async () => {
    const app = appWithBudget(60_000);
    for (let index = 0; index < 5; index += 1) {
      const response = await request(app)
        .get(`/cost-comparison?salary=${150_000 + index}`)
        .expect(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses a flood past it at once, 503 with Retry-After, while held pages are answered", async () => {
    // About one real render of budget: the first request spends it, every later one is refused.
    const { app, logs } = testAppWithBudget(1);
    await request(app).get("/privacy-policy").expect(200);
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, index) => request(app).get(`/cost-comparison?salary=${150_000 + index}`)),
    );
    const statuses = flood.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 503)).toHaveLength(39);
    expect(
      flood
        .filter((response) => response.status !== 200 && !(Number(response.headers["retry-after"]) >= 1))
        .map((response) => response.status),
    ).toEqual([]);
    // The prefilled form shares the one bound: spent by the cost comparisons, it is refused too.
    await request(app).get("/contact?message=Hello").expect(503);
    await request(app).get("/privacy-policy").expect(200);
    // Refusals are the server's choice, not failures: warnings without a stack, and one line saying the bound is spent.
    expect(logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(logs.filter((line) => line.msg === "request refused")).toHaveLength(40);
    expect(logs.filter((line) => "err" in line)).toEqual([]);
    expect(logs.filter((line) => String(line.msg).startsWith("render bound spent"))).toHaveLength(1);
  });
});
