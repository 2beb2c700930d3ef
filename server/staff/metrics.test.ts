import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnquiries, type Enquiries } from "../enquiries/create-enquiries";
import { createSmtpMailer } from "../enquiries/mailer";
import { openSqliteStore, type SqliteEnquiryStore } from "../enquiries/store-sqlite";
import { createHttpServer } from "../http/node-server";
import { testConfig } from "../platform/config";
import { processCounts } from "../platform/process-counts";
import { tempDir } from "../../test/support/cleanup";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { startSmtpSink, waitFor } from "../../test/support/smtp-sink";
import { createTestApp, TEST_ASSETS, UNSPENT_RENDER_BUDGET } from "../../test/support/test-app";
import { createPageRenderer } from "../pages/render-page";
import { createRenderLimit } from "../pages/render-limit";
import { createMetricsHandler } from "./metrics";

const TOKEN = "metrics-token-for-tests-0123456789";
const logger = pino({ level: "silent" });

/** Prometheus's text exposition format, read as a scraper reads it: `name{label="value",…} number` per sample. */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ""}`, Number(match[3]));
  }
  return samples;
}

describe("/metrics on the staff listener", () => {
  let store: SqliteEnquiryStore;
  let enquiries: Enquiries;
  let refusing = true;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let staff: express.Express;
  let publicServer: Server;
  let publicUrl: string;

  beforeAll(async () => {
    sink = await startSmtpSink(0, { refuse: () => refusing });
    store = openSqliteStore({ dataDir: tempDir("metrics-") });
    const config = testConfig({ SITE_URL: "https://counsel.example.au", RATE_LIMIT_MAX: "1000" });
    const pages = createPageRenderer({
      assets: TEST_ASSETS,
      siteUrl: config.SITE_URL,
      logger,
      renderTimeoutMs: 5000,
      perRequestLimit: UNSPENT_RENDER_BUDGET,
    });
    enquiries = createEnquiries(config, {
      store,
      logger,
      assets: TEST_ASSETS,
      formTokenSecret: "s".repeat(32),
      mailer: createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, to: "practice@example.net" }),
      replyWithinBusinessDays: () => 2,
      pages,
    });
    enquiries.start();
    // The public app and listener as the server makes them, counting into this process's counts.
    const { app } = createTestApp({ enquiries: enquiries.router, pages });
    publicServer = createHttpServer(app, logger, {
      statusPage: () => "<p>refused</p>",
      counts: processCounts().publicRequests,
    });
    await new Promise<void>((resolve) => publicServer.listen(0, "127.0.0.1", resolve));
    publicUrl = `http://127.0.0.1:${(publicServer.address() as AddressInfo).port}`;
    staff = express();
    staff.all("/metrics", createMetricsHandler({ store, token: TOKEN, defaultMetrics: false }));
  });
  afterAll(async () => {
    await enquiries.stop();
    await new Promise((resolve) => publicServer.close(resolve));
    await sink.close();
    await store.close();
  });

  const scrape = async () => {
    const response = await request(staff).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.text);
  };
  const sample = (samples: Map<string, number>, name: string) => {
    const value = samples.get(name);
    if (value === undefined) throw new Error(`no sample ${name} in ${[...samples.keys()].join(", ")}`);
    return value;
  };

  it("counts an enquiry stored, its notification failing in the outbox, then mailed", async () => {
    const before = await scrape();
    const posted = await fetch(`${publicUrl}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, website: "" }),
    });
    expect(posted.status).toBe(201);
    await waitFor(async () => sample(await scrape(), "enquiry_notifications_failing") === 1);
    const failing = await scrape();
    expect(
      sample(failing, 'enquiries_stored_total{quarantined="false"}') -
        sample(before, 'enquiries_stored_total{quarantined="false"}'),
    ).toBe(1);
    expect(sample(failing, 'enquiries_stored_total{quarantined="true"}')).toBe(
      sample(before, 'enquiries_stored_total{quarantined="true"}'),
    );
    expect(
      sample(failing, "enquiry_notification_failures_total") - sample(before, "enquiry_notification_failures_total"),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(failing, "enquiry_notifications_unsent")).toBe(1);
    expect(sample(failing, "enquiry_notifications_sent_total")).toBe(
      sample(before, "enquiry_notifications_sent_total"),
    );
    expect(
      sample(failing, 'http_requests_total{class="2xx"}') - sample(before, 'http_requests_total{class="2xx"}'),
    ).toBe(1);

    refusing = false;
    await store.retryFailing(new Date());
    await waitFor(() => sink.received.length === 1);
    await waitFor(async () => sample(await scrape(), "enquiry_notifications_unsent") === 0);
    const mailed = await scrape();
    expect(
      sample(mailed, "enquiry_notifications_sent_total") - sample(before, "enquiry_notifications_sent_total"),
    ).toBe(1);
    expect(sample(mailed, "enquiry_notifications_failing")).toBe(0);
  });

  it("counts a quarantined enquiry apart, and the public listener's answers by status class", async () => {
    const before = await scrape();
    await fetch(`${publicUrl}/api/enquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, website: "https://spam.example" }),
    });
    await fetch(`${publicUrl}/no-such-page`);
    const after = await scrape();
    expect(
      sample(after, 'enquiries_stored_total{quarantined="true"}') -
        sample(before, 'enquiries_stored_total{quarantined="true"}'),
    ).toBe(1);
    expect(sample(after, 'enquiries_stored_total{quarantined="false"}')).toBe(
      sample(before, 'enquiries_stored_total{quarantined="false"}'),
    );
    expect(sample(after, 'http_requests_total{class="4xx"}') - sample(before, 'http_requests_total{class="4xx"}')).toBe(
      1,
    );
    expect(sample(after, 'http_requests_total{class="2xx"}') - sample(before, 'http_requests_total{class="2xx"}')).toBe(
      1,
    );
  });

  it("counts the overdue enquiries from the store's due times", async () => {
    const before = sample(await scrape(), "enquiries_overdue");
    const { id } = await store.insertEnquiry({
      enquiry: SAMPLE_ENQUIRY,
      receivedAt: new Date(Date.now() - 86_400_000),
      replyDueAt: new Date(Date.now() - 60_000),
    });
    expect(sample(await scrape(), "enquiries_overdue")).toBe(before + 1);
    await store.markReplied(id, "Jo Staff", new Date());
    expect(sample(await scrape(), "enquiries_overdue")).toBe(before);
  });

  it("counts a render the bound refused", async () => {
    const before = sample(await scrape(), "render_refusals_total");
    const spent = createRenderLimit({ burstMs: 0 });
    await expect(spent(async () => "page")).rejects.toThrow("Too many pages");
    expect(sample(await scrape(), "render_refusals_total")).toBe(before + 1);
  });

  it("reports a webhook backlog when one is wired in", async () => {
    const app = express();
    app.get(
      "/metrics",
      createMetricsHandler({ store, token: TOKEN, defaultMetrics: false, webhookBacklog: async () => 3 }),
    );
    const response = await request(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(parseExposition(response.text).get("webhook_deliveries_backlog")).toBe(3);
  });

  it("refuses a scrape without the token, with another token or another scheme, and does not exist without METRICS_TOKEN", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      "Bearer",
    ]) {
      const asked = request(staff).get("/metrics");
      const response = await (authorization === undefined ? asked : asked.set("Authorization", authorization)).expect(
        401,
      );
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.text).not.toContain("enquiries_stored_total");
    }
    const unset = express();
    unset.get("/metrics", createMetricsHandler({ store, token: undefined, defaultMetrics: false }));
    const missing = await request(unset).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(404);
    expect(missing.text).not.toContain("enquiries_stored_total");
  });

  it("answers 503, not a crash, when the store does not answer", async () => {
    const app = express();
    app.get(
      "/metrics",
      createMetricsHandler({
        store: { watchFigures: () => Promise.reject(new Error("down")) },
        token: TOKEN,
        defaultMetrics: false,
      }),
    );
    await request(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(503);
  });
});
