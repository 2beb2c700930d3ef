import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureRenderFlood, type FloodOptions } from "../../test/support/render-flood";
import { startServer, type RunningServer } from "../../test/support/server-process";

// Pages rendered per request (a prefilled form, a cost comparison, a form posted
// without JavaScript and shown again) are whole React renders that run synchronously. A flood of
// them, real renders over real sockets from many addresses, must engage the render bound: most of
// the flood refused at once, every request answered, and the held page answering throughout. What
// the flood costs the held page in time is a figure of the machine, so it is measured side by side
// with a held flood by `npx tsx scripts/perf/render-flood.ts` (ADR 009), never asserted here.

const WAVE = 150;
const WAVES = 3;
const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
const message = (index: number) => encodeURIComponent(`Flood ${index} `.repeat(150));

function invalidPost(index: number) {
  // No Company and no contact: invalid, so the form is rendered again with what was typed.
  const body = `name=Flood+${index}&message=${message(index)}`;
  return `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
}

/** A cross-site post of about 63 KB (800 sixty-character priorities, a 5,000-character message): refused, with what was typed. */
function crossSitePost(index: number) {
  const priorities = Array.from({ length: 800 }, (_, item) => `priorities=${`P${index}-${item}`.padEnd(60, "x")}`).join(
    "&",
  );
  const body = `name=Flood+${index}&company=Acme&message=${"m".repeat(5_000)}&${priorities}`;
  return `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
}

describe("a flood of per-request renders", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const flood = (request: FloodOptions["request"], extra: Partial<FloodOptions> = {}) =>
    measureRenderFlood({ port: server.port, request, wave: WAVE, waves: WAVES, manyAddresses: true, ...extra });

  for (const [name, request, extra] of [
    [
      "prefilled forms (GET /contact?message=…), clients waiting",
      (index: number) => get(`/contact?message=${message(index)}`),
      {},
    ],
    [
      "prefilled forms, clients closing at once",
      (index: number) => get(`/contact?message=${message(index)}`),
      { closeAtOnce: true },
    ],
    [
      "cost comparisons (GET /cost-comparison?salary=…)",
      (index: number) => get(`/cost-comparison?salary=${150_000 + index}`),
      {},
    ],
    ["invalid no-JavaScript posts from as many addresses", invalidPost, {}],
  ] as const) {
    it(`of ${name} is mostly refused at once while the held page keeps answering`, async () => {
      const result = await flood(request, extra);
      console.log(name, result);
      // The held page answered 200 behind every wave (measureRenderFlood throws on anything else).
      expect(result.heldAnswers).toBe(WAVES);
      if ("closeAtOnce" in extra) {
        // Nobody waits for these: the server must still be whole, and answer the held page again.
        expect((await flood(() => get("/privacy-policy"), { waves: 1 })).statuses[200]).toBe(WAVE);
        return;
      }
      // The bound engaged: most of the flood was refused at once (503), not rendered, and none lost.
      const rendered = (result.statuses[200] ?? 0) + (result.statuses[400] ?? 0);
      expect(result.statuses[503] ?? 0).toBeGreaterThan(rendered);
      expect(rendered + (result.statuses[503] ?? 0)).toBe(WAVE * WAVES);
    }, 120_000);
  }

  it("of refused cross-site posts of 63 KB is answered whole, each 403, while the held page keeps answering", async () => {
    // Each is answered with the kept status page (values put in, not rendered), and a body of more pairs than the form sends is not parsed.
    const result = await flood(crossSitePost);
    console.log("cross-site posts", result);
    expect(result.heldAnswers).toBe(WAVES);
    expect(result.statuses).toEqual({ 403: WAVE * WAVES });
  }, 120_000);
});
