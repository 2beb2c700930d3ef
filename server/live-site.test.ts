import type { RequestListener } from "node:http";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createJsonLogger } from "./platform/logger";
import { createLiveSite } from "./live-site";
import type { Site } from "./site";

const logger = createJsonLogger("silent", { write: () => undefined });

/** A build that answers every request with its own name, after `delayMs`; its pages render when `rendered` settles. */
function fakeSite(
  build: string,
  options: { delayMs?: number; failed?: string[]; rendered?: Promise<void> } = {},
): Site {
  const listener: RequestListener = (_req, res) => {
    setTimeout(() => res.end(build), options.delayMs ?? 0);
  };
  return {
    build,
    assets: { script: `/assets/${build}.js`, stylesheet: `/assets/${build}.css`, preloadFonts: [] },
    listener,
    enquiryPages: {
      renderContactForm: async () => Buffer.from(build),
      renderPrefilledForm: async () => Buffer.from(build),
      renderStatus: () => build,
    },
    replyWithinBusinessDays: 1,
    prerendered: (options.rendered ?? Promise.resolve()).then(() => ({ rendered: 3, failed: options.failed ?? [] })),
  };
}

describe("the live site", () => {
  it("answers a request in flight from the build it arrived at and later ones from the new build, once its pages are rendered", async () => {
    let renderNew: () => void = () => undefined;
    const rendered = new Promise<void>((resolve) => (renderNew = resolve));
    const live = createLiveSite(fakeSite("old", { delayMs: 200 }), async () => fakeSite("new", { rendered }), logger);

    const inFlight = request(live.listener).get("/");
    const answered = inFlight.then((response) => response.text);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const publishing = live.publish();
    // Still rendering the new build's pages: the old one answers.
    expect((await request(live.listener).get("/")).text).toBe("old");
    renderNew();
    await expect(publishing).resolves.toEqual({ ok: true, build: "new", rendered: 3 });
    expect((await request(live.listener).get("/")).text).toBe("new");
    expect(await answered).toBe("old");
    expect(live.current().build).toBe("new");
  });

  it("keeps the build it serves, and says why, when the new one cannot be loaded or a page of it does not render", async () => {
    const live = createLiveSite(
      fakeSite("old"),
      async (generation) => {
        if (generation === 1) throw new Error("Cannot read dist/manifest.json");
        return fakeSite("broken", { failed: ["/blog"] });
      },
      logger,
    );
    await expect(live.publish()).resolves.toEqual({
      ok: false,
      build: "old",
      message: "Cannot read dist/manifest.json",
    });
    const second = await live.publish();
    expect(second.ok).toBe(false);
    expect(second.ok ? "" : second.message).toContain("/blog");
    expect((await request(live.listener).get("/")).text).toBe("old");
  });

  it("runs publishes asked for during one once more after it, reading the newest build", async () => {
    const loads: number[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const live = createLiveSite(
      fakeSite("v0"),
      async (generation) => {
        loads.push(generation);
        return fakeSite(`v${generation}`, generation === 1 ? { rendered: slow } : {});
      },
      logger,
    );
    const first = live.publish();
    const second = live.publish();
    const third = live.publish();
    release();
    await first;
    expect(await second).toEqual(await third);
    expect(loads).toEqual([1, 2]);
    expect(live.current().build).toBe("v2");
  });
});
