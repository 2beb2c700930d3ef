import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import type { EnquiryStore } from "../enquiries/store";
import { processCounts, type ProcessCounts } from "../platform/process-counts";

export interface MetricsOptions {
  /** The store the site uses: the gauges are read from it at each scrape (bounded queries). */
  readonly store: Pick<EnquiryStore, "watchFigures">;
  /** METRICS_TOKEN: the bearer token a scrape must carry. Unset, /metrics answers 404. */
  readonly token: string | undefined;
  /** Webhook deliveries not yet accepted by the receiver, when the webhook is configured. */
  readonly webhookBacklog?: () => Promise<number>;
  /** Node's own figures (memory, event loop delay, garbage collection); on unless false. */
  readonly defaultMetrics?: boolean;
  readonly counts?: ProcessCounts;
  readonly now?: () => Date;
}

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;

/**
 * The staff listener's `/metrics`, in Prometheus's text format (prom-client). Counters are this
 * process's since it started (Prometheus's `rate()` and `increase()` read them across restarts);
 * gauges are read from the store at each scrape, so every instance reports the same store figures.
 * The staff host is reachable through the proxy, so a scrape must carry `Authorization: Bearer
 * METRICS_TOKEN`, compared in constant time; with no token configured the path does not exist.
 */
export function createMetricsHandler(options: MetricsOptions): RequestHandler {
  const expected = options.token ? digest(options.token) : undefined;
  const registry = metricsRegistry(options);
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!expected) {
      res.status(404).type("text/plain").send("Not Found\n");
      return;
    }
    if (!carriesToken(req.headers.authorization, expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("A bearer token is required: Authorization: Bearer <METRICS_TOKEN>\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      res.status(405).type("text/plain").send("Method Not Allowed\n");
      return;
    }
    registry.metrics().then(
      (text) => res.status(200).type(registry.contentType).send(text),
      (error: unknown) => {
        req.log?.warn({ err: error }, "metrics not read: the enquiry store did not answer");
        res.status(503).type("text/plain").send("The enquiry store did not answer; try again.\n");
      },
    );
  };
}

/** Hashing both sides first gives timingSafeEqual equal lengths, so a token's length is not told either. */
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function carriesToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function metricsRegistry(options: MetricsOptions): Registry {
  const registry = new Registry();
  const counts = options.counts ?? processCounts();
  const now = options.now ?? (() => new Date());
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  registerCounters(registry, counts);

  // One store read per scrape, shared by the gauges it feeds.
  let reading: Promise<Awaited<ReturnType<MetricsOptions["store"]["watchFigures"]>>> | undefined;
  const figures = () =>
    (reading ??= options.store.watchFigures(now()).finally(() => setImmediate(() => (reading = undefined))));
  const storeGauge = (name: string, help: string, pick: (f: Awaited<ReturnType<typeof figures>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await figures()));
      },
    });
  storeGauge(
    "enquiry_notifications_failing",
    "Enquiry notifications whose last attempt failed, waiting to be tried again (from the outbox).",
    (f) => f.notificationsFailing,
  );
  storeGauge(
    "enquiry_notifications_unsent",
    "Enquiry notifications not yet accepted by the mail server: pending, being sent or failing.",
    (f) => f.notificationsUnsent,
  );
  storeGauge(
    "enquiries_overdue",
    "Enquiries whose reply was due and is not marked replied (not quarantined).",
    (f) => f.overdue,
  );
  const backlog = options.webhookBacklog;
  if (backlog) {
    new Gauge({
      name: "webhook_deliveries_backlog",
      help: "Webhook deliveries not yet accepted by the practice's system.",
      registers: [registry],
      async collect() {
        this.set(await backlog());
      },
    });
  }
  return registry;
}

/** Counters read from this process's counts at each scrape (process-counts.ts), so counting costs the counted path one increment. */
function registerCounters(registry: Registry, counts: ProcessCounts): void {
  const counter = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (inc: (labels: Partial<Record<L, string>>, value: number) => void) => void,
  ) =>
    new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        read((labels, value) => this.inc(labels as never, value));
      },
    });
  counter(
    "enquiries_stored_total",
    "Enquiries stored by this process (retries of one already stored not counted), by whether they were quarantined.",
    ["quarantined"],
    (inc) => {
      inc({ quarantined: "false" }, counts.enquiriesStored.notQuarantined);
      inc({ quarantined: "true" }, counts.enquiriesStored.quarantined);
    },
  );
  counter(
    "enquiry_notifications_sent_total",
    "Enquiry notifications this process mailed (accepted by the mail server).",
    [],
    (inc) => inc({}, counts.notificationsSent),
  );
  counter(
    "enquiry_notification_failures_total",
    "Attempts by this process to mail an enquiry notification that failed (each is tried again).",
    [],
    (inc) => inc({}, counts.notificationFailures),
  );
  counter(
    "render_refusals_total",
    "Per-request page renders refused because the render bound was spent (503 with Retry-After).",
    [],
    (inc) => inc({}, counts.renderRefusals),
  );
  counter(
    "http_requests_total",
    "Requests the public listener answered, by status class (health probes not counted).",
    ["class"],
    (inc) => {
      STATUS_CLASSES.forEach((statusClass, index) =>
        inc({ class: statusClass }, counts.publicRequests.byClass[index + 1] ?? 0),
      );
    },
  );
}
