import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APP_ERROR } from "../../shared/content/pages";
import { PAGE_DESCRIPTIONS } from "../../shared/content/page-descriptions";
import { PRACTICE } from "../../shared/content/practice";
import { STATUS_PAGES, waitInWords } from "../../shared/content/status-pages";
import { createTestApp, TEST_ASSETS, UNSPENT_RENDER_BUDGET } from "../../test/support/test-app";
import { tempDir } from "../../test/support/cleanup";
import { createPageRenderer } from "../pages/render-page";
import { createEnquiryPages } from "./form-page";
import { createFormTokens } from "./form-token";
import { createEnquiryRouter } from "./router";
import { openSqliteStore, type SqliteEnquiryStore } from "./store-sqlite";
import pino from "pino";

// A refusal says what happened and what to do, offers the practice's email, and a
// refused no-JavaScript enquiry shows back what the visitor typed. Expectations come from the
// content files (the status copy and the practice's identity), never from shipped strings.

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** What a visitor typed, in words no status page could hold by itself. */
const TYPED = {
  name: "Quentin Fixture",
  company: "Fixture & Sons <Qld>",
  email: "quentin@fixture.test",
  message: "Please ring about the lease on Unit 7b",
};

function expectRefusalPage(html: string, status: number) {
  const copy = STATUS_PAGES[status]!;
  expect(h1(html)).toBe(escaped(copy.heading));
  expect(title(html)).toContain(escaped(copy.heading));
  expect(html).toContain(escaped(copy.body));
  // Not the generic failure screen: the visitor did nothing wrong on our side, and is told so.
  expect(html).not.toContain(escaped(APP_ERROR.heading));
  expect(html).not.toContain(escaped(PAGE_DESCRIPTIONS.error));
  expect(html).toContain(`href="mailto:${PRACTICE.enquiriesEmail}"`);
}

function expectTyped(html: string) {
  for (const value of Object.values(TYPED)) expect(html).toContain(escaped(value));
}

describe("refusal pages", () => {
  let store: SqliteEnquiryStore;
  beforeEach(() => {
    store = openSqliteStore({ dataDir: tempDir("refusals-") });
  });
  afterEach(() => store.close());

  function appWith(max = 1000) {
    const renderer = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: "https://counsel.example.au",
      logger: pino({ level: "silent" }),
      renderTimeoutMs: 5_000,
      perRequestLimit: UNSPENT_RENDER_BUDGET,
    });
    const router = createEnquiryRouter({
      store,
      siteUrl: "https://counsel.example.au",
      tokens: createFormTokens({ secret: "x".repeat(32) }),
      clientHashSalt: "salt",
      rateLimit: { windowMs: 600_000, max },
      pages: createEnquiryPages(renderer),
    });
    return createTestApp({ enquiries: router, pages: renderer }).app;
  }

  it("429: says the limit was reached, how long to wait (from Retry-After), and shows what was typed", async () => {
    const app = appWith(1);
    await request(app)
      .post("/contact")
      .type("form")
      .send({ name: "First", company: "Co", email: "first@fixture.test" })
      .expect(303);
    const response = await request(app)
      .post("/contact")
      .type("form")
      .set("Accept", "text/html")
      .send(TYPED)
      .expect(429);
    expectRefusalPage(response.text, 429);
    expect(response.text).toContain(escaped(waitInWords(Number(response.headers["retry-after"]))));
    expectTyped(response.text);
    expect(await store.listEnquiries({ includeSpam: true })).toHaveLength(1);
  });

  it("403: says the form must be sent from the site, and shows what was typed", async () => {
    const response = await request(appWith())
      .post("/contact")
      .type("form")
      .set("Origin", "https://elsewhere.test")
      .send(TYPED)
      .expect(403);
    expectRefusalPage(response.text, 403);
    expectTyped(response.text);
    expect(await store.listEnquiries({ includeSpam: true })).toHaveLength(0);
  });

  it("415: says the format was not a form, and what to do", async () => {
    const response = await request(appWith())
      .post("/contact")
      .set("Content-Type", "text/plain")
      .set("Accept", "text/html")
      .send("hello")
      .expect(415);
    expectRefusalPage(response.text, 415);
  });

  it("405: says the address does not take that request, and what to do", async () => {
    const response = await request(appWith()).put("/contact").set("Accept", "text/html").expect(405);
    expectRefusalPage(response.text, 405);
  });

  it("the wait reads in words from Retry-After", () => {
    expect(waitInWords(600)).toBe("about ten minutes");
    expect(waitInWords(5)).toBe("a few seconds");
    expect(waitInWords(1500)).toBe("about 25 minutes");
  });
});
