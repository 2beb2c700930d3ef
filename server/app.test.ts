import pino from "pino";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { createTestApp, TEST_ASSETS } from "../test/support/test-app";
import { isProxyAddress, warnOfBypassedProxy } from "./app";
import { newestShippedPost, shippedContent } from "../test/support/blog";
import { PRACTICE } from "../shared/content/practice";
import { displayDate } from "./blog/post";
import { POLICY_SUMMARIES } from "../shared/content/policy-summaries";
import { currentYear } from "./pages/copyright-year";
import { createPageRenderer } from "./pages/render-page";
import { createJsonLogger } from "./platform/logger";

// The blog's pages read what the practice has published (shared/content/blog), never a copy of it.
const NEWEST = newestShippedPost();

const PAGES = [
  { path: "/", text: ["Your business,", "your counsel.", "How It Works", "Get in Touch", "Send Message"] },
  {
    path: "/blog",
    text: ["Insights &amp; Updates", "Read More", `${NEWEST.readMinutes} min read`, displayDate(NEWEST.date)],
  },
  { path: `/blog/${NEWEST.slug}`, text: ["Back to Blog", "Interested in Learning More?", "Explore Our Services"] },
  {
    path: "/terms-of-service",
    text: ["Terms of Service", `Last Updated ${POLICY_SUMMARIES.terms.lastUpdated}`, "10. Governing Law"],
  },
  {
    path: "/privacy-policy",
    text: ["Privacy Policy", `Last Updated ${POLICY_SUMMARIES.privacy.lastUpdated}`, "13. Contact Our Privacy Officer"],
  },
  {
    path: "/accessibility",
    text: ["Accessibility Statement", "WCAG", "2. How We Test", "3. Known Limitations", "4. Report a Problem"],
  },
];

describe("pages", () => {
  const { app, logs } = createTestApp();

  it.each(PAGES)("$path answers 200 with its content", async ({ path, text }) => {
    const response = await request(app).get(path).expect(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.text.slice(0, "<!DOCTYPE html>".length)).toBe("<!DOCTYPE html>");
    expect(response.text).toContain('<html lang="en-AU"');
    const head = response.text.slice(0, response.text.indexOf("</head>"));
    expect(head).toContain('<script type="module" src="/assets/client-TEST.js" blocking="render"></script>');
    for (const fragment of text) expect(response.text).toContain(fragment);
  });

  it("shows the footer's notices and the current year on every page", async () => {
    const response = await request(app).get("/blog").expect(200);
    expect(response.text.includes("Liability limited by a scheme")).toBe(PRACTICE.limitedLiabilityScheme.participates);
    expect(response.text).toContain("is a trading name of");
    // The year in Queensland, as the server reckons it: for ten hours a year it is not the machine's.
    expect(response.text).toContain(`© ${currentYear()}`);
  });

  it.each([
    ["/BLOG", "/blog"],
    ["/Privacy-Policy", "/privacy-policy"],
    ["/Terms-Of-Service/", "/terms-of-service"],
    ["/Blog/In-House-vs-External-Counsel?ref=Mail", "/blog/in-house-vs-external-counsel?ref=Mail"],
    ["/Contact/Received", "/contact/received"],
  ])("answers %s with 308 to the lowercase page %s (one URL per page)", async (path, location) => {
    const response = await request(app).get(path).expect(308);
    expect(response.headers.location).toBe(location);
  });

  it.each(["//EVIL.example/BLOG", "/\\Evil.Example/Blog", "/BLOGX", "/Images/Nope.PNG"])(
    "never redirects %s off-site, nor a path that is no page",
    async (path) => {
      const response = await request(app).get(path);
      if (response.status === 308) expect(response.headers.location).toMatch(/^\/(?![/\\])/);
      else expect(response.status).toBe(404);
    },
  );

  it.each(["/nope", "/blog/a/b", "/terms-of-service/extra", "/BLOGX"])(
    "%s answers 404 with the 404 page and logs one line, at warn",
    async (path) => {
      const response = await request(app).get(path).expect(404);
      expect(response.text).toContain("Oops! Page not found");
      expect(response.text).toContain("Return to Home");
      const id = response.headers["x-request-id"];
      const lines = logs.filter((entry) => JSON.stringify(entry).includes(String(id)));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, req: { id, method: "GET", url: path }, res: { statusCode: 404 } });
    },
  );

  it("keeps a hostile path a field of the 404 log line, never part of the message", async () => {
    const response = await request(app).get("/x%0A%7B%22level%22%3A60%7D").expect(404);
    const line = logs.find(
      (entry) => (entry.req as { id?: string } | undefined)?.id === response.headers["x-request-id"],
    );
    expect(line).toMatchObject({ msg: "request completed", req: { url: "/x%0A%7B%22level%22%3A60%7D" } });
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const get = await request(app).get("/blog").set("Accept-Encoding", "br").expect(200);
    const head = await request(app).head("/blog").set("Accept-Encoding", "br").expect(200);
    expect(head.text).toBeUndefined();
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("serves the same page bytes compressed and revalidates with ETag", async () => {
    const plain = await request(app).get("/").set("Accept-Encoding", "identity").expect(200);
    const br = await request(app).get("/").set("Accept-Encoding", "gzip, deflate, br, zstd").expect(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(plain.text);
    await request(app)
      .get("/")
      .set("If-None-Match", plain.headers.etag ?? "")
      .expect(304);
  });
});

describe("pages rendered ahead of the first visitor", () => {
  /** The real renderer, its page renders counted. */
  function countingRenderer() {
    const real = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: "https://counsel.example.au",
      logger: pino({ level: "silent" }),
      renderTimeoutMs: 5000,
      content: shippedContent(),
    });
    return { ...real, page: vi.fn(real.page) };
  }

  it(
    "renders every page in the sitemap and the 404 when asked, starting as the app is made",
    { timeout: 120_000 },
    async () => {
      const pages = countingRenderer();
      // The prerender's own closing line is what the test waits for, however long a loaded machine takes.
      const logs: Array<Record<string, unknown>> = [];
      let reported!: (line: Record<string, unknown>) => void;
      const summary = new Promise<Record<string, unknown>>((resolve) => (reported = resolve));
      const logger = createJsonLogger("debug", {
        write(text: string) {
          const line = JSON.parse(text) as Record<string, unknown>;
          logs.push(line);
          if (String(line.msg).startsWith("pages ") && String(line.msg).endsWith(" ahead of their first request"))
            reported(line);
        },
      });
      const { app } = createTestApp({ prerenderPages: true, pages, logger });
      // The first render is asked for before createApp returns: what the next test's check relies on.
      expect(pages.page).toHaveBeenCalled();
      const sitemap = (await request(app).get("/sitemap.xml")).text;
      const listed = sitemap.match(/<loc>/g)?.length ?? 0;
      expect(listed).toBeGreaterThan(4);
      expect(await summary).toMatchObject({ msg: "pages rendered ahead of their first request", rendered: listed + 1 });
      await request(app).get("/privacy-policy").expect(200);
      expect(logs.filter((line) => line.msg === "render error")).toEqual([]);
    },
  );

  it("renders nothing ahead unless asked (tests and tools start without it)", async () => {
    const pages = countingRenderer();
    const { app } = createTestApp({ pages });
    // A prerender would have asked for its first page already (above); the one render is the request's.
    await request(app).get("/privacy-policy").expect(200);
    expect(pages.page.mock.calls.map(([target]) => target.renderPath)).toEqual(["/privacy-policy"]);
  });
});

describe("a proxy the server trusts, bypassed", () => {
  it("tells loopback, private and link-local addresses (where a proxy connects from) from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.9",
      "::ffff:192.168.1.9",
      "fd12:3456::1",
      "fe80::1",
      undefined,
    ]) {
      expect(isProxyAddress(address), String(address)).toBe(true);
    }
    for (const address of ["203.0.113.7", "::ffff:203.0.113.7", "2001:db8::1", "8.8.8.8", "172.32.0.1"])
      expect(isProxyAddress(address), address).toBe(false);
  });

  it("is named once, without the address, when a request connects from a public address while TRUST_PROXY counts a proxy", () => {
    const logged: string[] = [];
    const warn = warnOfBypassedProxy();
    const from = (remoteAddress: string) =>
      ({ socket: { remoteAddress }, log: { warn: (message: string) => logged.push(message) } }) as unknown as Request;
    const next = () => undefined;
    warn(from("127.0.0.1"), {} as Response, next);
    expect(logged).toEqual([]);
    warn(from("203.0.113.7"), {} as Response, next);
    warn(from("198.51.100.4"), {} as Response, next);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("evade the enquiry rate limit");
    expect(logged[0]).not.toContain("203.0.113.7");
  });

  it("is not mentioned for requests through a proxy on loopback", async () => {
    const { app, logs } = createTestApp({}, { TRUST_PROXY: "1" });
    await request(app).get("/nope").set("X-Forwarded-For", "203.0.113.7");
    expect(logs.filter((line) => String(line.msg).includes("public address"))).toHaveLength(0);
  });
});

describe("a proxy the server does not trust", () => {
  const warnings = (logs: Array<Record<string, unknown>>) =>
    logs.filter((line) => String(line.msg).includes("X-Forwarded-For but TRUST_PROXY is 0"));

  it("is named once, the first time a forwarded request arrives with TRUST_PROXY=0", async () => {
    const { app, logs } = createTestApp();
    await request(app).get("/nope");
    expect(warnings(logs)).toHaveLength(0);
    await request(app).get("/nope").set("X-Forwarded-For", "203.0.113.7");
    await request(app).get("/nope").set("X-Forwarded-For", "203.0.113.8");
    expect(warnings(logs)).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain("203.0.113.7");
  });

  it("is not mentioned when TRUST_PROXY counts the proxy", async () => {
    const { app, logs } = createTestApp({}, { TRUST_PROXY: "1" });
    await request(app).get("/nope").set("X-Forwarded-For", "203.0.113.7");
    expect(warnings(logs)).toHaveLength(0);
  });
});
