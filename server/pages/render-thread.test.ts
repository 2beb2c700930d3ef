import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../paths";
import { createJsonLogger } from "../logger";
import { matchSiteRoute, SITE_ROUTES } from "../../shared/routes";
import { shippedBlog } from "../../test/support/blog";
import { TEST_ASSETS } from "../../test/support/test-app";
import { createPageRenderer, RenderFailedError, RenderTimeoutError } from "./render-page";
import { createRenderThread } from "./render-thread";
import { resolvePage } from "./resolve-page";
import { indexablePages } from "./seo-routes";
import type { ContactFormSeed } from "../../shared/hooks/use-contact-form";
import { emptyEnquiry } from "../../shared/lib/enquiry-values";

const STAND_IN = { url: pathToFileURL(join(PROJECT_ROOT, "test/support/fixtures/render-thread-worker.mjs")) };

function logged() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createJsonLogger("info", { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }) };
}

const options = (logger = logged().logger, renderTimeoutMs = 10_000) => ({ assets: TEST_ASSETS, siteUrl: "https://counsel.example.au", logger, renderTimeoutMs, blog: shippedBlog() });

describe("pages rendered on the render thread", () => {
  it("are the very bytes the in-process renderer gives, for every kind of page and the form posted without JavaScript", async () => {
    const thread = createRenderThread(options());
    const inProcess = createPageRenderer(options());
    try {
      const blog = shippedBlog();
      const targets = [
        ...indexablePages(blog).map((page) => resolvePage(page.path, blog)),
        resolvePage("/no-such-page", blog),
        matchSiteRoute("/terms-of-service"),
        SITE_ROUTES.find((route) => route.status === 404)!,
      ];
      expect(targets.length).toBeGreaterThan(6);
      for (const target of targets) expect((await thread.page(target, { year: 2031 })).equals(await inProcess.page(target, { year: 2031 }))).toBe(true);
      const seed: ContactFormSeed = {
        values: { ...emptyEnquiry(), name: "Ada", company: "Analytical Pty Ltd", email: "not-an-email", message: "Hello" },
        errors: { email: "Enter a valid email address" },
        token: "t0k3n",
      };
      const home = matchSiteRoute("/");
      const [fromThread, fromProcess] = await Promise.all([thread.page(home, { year: 2031, contactFormSeed: seed }), inProcess.page(home, { year: 2031, contactFormSeed: seed })]);
      expect(fromThread.toString()).toContain("Analytical Pty Ltd");
      expect(fromThread.equals(fromProcess)).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it("renders many pages at once, each answer to its own request", async () => {
    const thread = createRenderThread(options(), STAND_IN);
    try {
      const paths = Array.from({ length: 40 }, (_, index) => `/page-${index}`);
      const pages = await Promise.all(paths.map((path) => thread.page(resolvePage(path, shippedBlog()))));
      // Every unknown path renders at /404; the stand-in answers with the path it was asked for.
      expect(new Set(pages.map(String))).toEqual(new Set(["<p>/404</p>"]));
      expect(String(await thread.page({ ...resolvePage("/", shippedBlog()), renderPath: "/elsewhere" }))).toBe("<p>/elsewhere</p>");
    } finally {
      await thread.close();
    }
  });
});

describe("the render thread's failures", () => {
  const at = (renderPath: string) => ({ ...resolvePage("/", shippedBlog()), renderPath });

  it("fail the page as the in-process renderer would: RenderFailedError, RenderTimeoutError", async () => {
    const thread = createRenderThread(options(undefined, 300), STAND_IN);
    try {
      await expect(thread.page(at("/render-fails"))).rejects.toBeInstanceOf(RenderFailedError);
      await expect(thread.page(at("/render-times-out"))).rejects.toBeInstanceOf(RenderTimeoutError);
      expect(String(await thread.page(at("/after")))).toBe("<p>/after</p>");
    } finally {
      await thread.close();
    }
  });

  it("pass the thread's log lines on to the server's log, at their level", async () => {
    const { lines, logger } = logged();
    const thread = createRenderThread(options(logger), STAND_IN);
    try {
      expect(String(await thread.page(at("/logs")))).toBe("<p>logged</p>");
      expect(lines).toEqual([expect.objectContaining({ level: 50, msg: "render error", url: "/logs", err: expect.objectContaining({ message: "boom" }) })]);
    } finally {
      await thread.close();
    }
  });

  it("replace a thread stuck in a render: the page times out, and the next render gets a new thread", async () => {
    const { lines, logger } = logged();
    const thread = createRenderThread(options(logger, 100), STAND_IN);
    try {
      const started = Date.now();
      await expect(thread.page(at("/never-yields"))).rejects.toBeInstanceOf(RenderTimeoutError);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(lines.map((line) => line.msg)).toContain("render thread did not answer; replacing it");
      expect(String(await thread.page(at("/after-stuck")))).toBe("<p>/after-stuck</p>");
    } finally {
      await thread.close();
    }
  });

  it("fail every page waiting on a thread that crashes, and start a new one for the next", async () => {
    const { lines, logger } = logged();
    const thread = createRenderThread(options(logger), STAND_IN);
    try {
      const waiting = thread.page(at("/slow-but-fine"));
      await expect(thread.page(at("/crashes"))).rejects.toBeInstanceOf(RenderFailedError);
      // The one before the crash was answered first; the thread then failed.
      expect(String(await waiting)).toBe("<p>/slow-but-fine</p>");
      expect(lines.some((line) => String(line.msg).startsWith("render thread failed"))).toBe(true);
      expect(String(await thread.page(at("/after-crash")))).toBe("<p>/after-crash</p>");
    } finally {
      await thread.close();
    }
  });

  it("stop once idle, and start again for the next render", async () => {
    const thread = createRenderThread({ ...options(), idleMs: 150 }, STAND_IN);
    try {
      const first = String(await thread.page(at("/thread-id")));
      expect(String(await thread.page(at("/thread-id")))).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(String(await thread.page(at("/thread-id")))).not.toBe(first);
    } finally {
      await thread.close();
    }
  });

  it("fail pages still waiting when the thread is closed", async () => {
    const thread = createRenderThread(options(undefined, 60_000), STAND_IN);
    const stuck = thread.page(at("/never-yields"));
    const outcome = expect(stuck).rejects.toSatisfy((error) => error instanceof RenderFailedError && /closed/.test(String((error.cause as Error).message)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await thread.close();
    await outcome;
  });
});
