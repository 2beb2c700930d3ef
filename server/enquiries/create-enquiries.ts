import type { Router } from "express";
import type { AppConfig } from "../platform/config";
import type { Logger } from "../platform/logger";
import type { AssetManifest } from "../pages/asset-manifest";
import { createEnquiryPages, type EnquiryPages } from "./form-page";
import { createPageRenderer, type PageRenderer } from "../pages/render-page";
import { clientHashSaltFrom, createFormTokens } from "./form-token";
import { mailerFromConfig, type Mailer } from "./mailer";
import { createOutboxWorker } from "./outbox-worker";
import { createWebhookSender, type WebhookSender } from "./webhook-sender";
import { createWebhookWorker } from "./webhook-worker";
import { scheduleRetention } from "./retention";
import { createEnquiryRouter } from "./router";
import type { EnquiryStore } from "./store";
import { PostgresEnquiryStore } from "./store-postgres";

type EnquiriesConfig = Pick<
  AppConfig,
  | "SITE_URL"
  | "RENDER_TIMEOUT_MS"
  | "RATE_LIMIT_WINDOW_MS"
  | "RATE_LIMIT_MAX"
  | "OUTBOX_LEASE_MS"
  | "SMTP_URL"
  | "ENQUIRY_TO"
  | "ENQUIRY_FROM"
  | "WEBHOOK_URL"
  | "WEBHOOK_SECRET"
>;

interface EnquiriesDeps {
  /** Opened by the caller (openEnquiryStore), which also closes it after stop(). */
  readonly store: EnquiryStore;
  readonly logger: Logger;
  /** The hashed assets, for the default renderer of the form's page: unused when `pages` or `enquiryPages` is given. */
  readonly assets?: AssetManifest;
  /** Signs the form tokens and salts client hashes: FORM_TOKEN_SECRET, or the one kept with the store (store.formTokenSecret()). */
  readonly formTokenSecret: string;
  /** Renders the form's page for posts without JavaScript; by default in this thread (the server passes its render thread). */
  readonly pages?: PageRenderer;
  /**
   * The form's pages whole, instead of `pages`: the server passes the build it serves now, so a
   * publish changes them with every other page (server/site.ts).
   */
  readonly enquiryPages?: EnquiryPages;
  /** Within how many business days a new enquiry is answered (plans.json `enquiries`, of the build served now): each enquiry's due time. */
  readonly replyWithinBusinessDays: () => number | undefined;
  /** Replaces the mailer SMTP_URL describes (tests); `null` for none. */
  readonly mailer?: Mailer | null;
  /** Replaces the sender WEBHOOK_URL and WEBHOOK_SECRET describe (tests); `null` for none. */
  readonly webhookSender?: WebhookSender | null;
}

/** The enquiry service: its HTTP endpoints, and the background jobs that run beside them. */
export interface Enquiries {
  readonly router: Router;
  /** Starts the outbox worker (when mail is configured), the webhook worker (when a webhook is) and the hourly retention jobs. */
  start(): void;
  /** Stops the jobs and waits for the send in flight; the store stays open. */
  stop(): Promise<void>;
}

/** Wires the enquiry endpoints, the outbox worker and the retention jobs from the configuration: one place, used by the server and the tests. */
export function createEnquiries(config: EnquiriesConfig, deps: EnquiriesDeps): Enquiries {
  const { store, logger, assets } = deps;
  const mailer = deps.mailer === undefined ? mailerFromConfig(config, logger) : (deps.mailer ?? undefined);
  const outbox = mailer ? createOutboxWorker({ store, mailer, logger, leaseMs: config.OUTBOX_LEASE_MS }) : undefined;
  const webhookSender =
    deps.webhookSender === undefined ? webhookSenderFromConfig(config, logger) : (deps.webhookSender ?? undefined);
  const webhooks = webhookSender
    ? createWebhookWorker({ store, sender: webhookSender, logger, leaseMs: config.OUTBOX_LEASE_MS })
    : undefined;
  const secret = deps.formTokenSecret;
  const router = createEnquiryRouter({
    store,
    siteUrl: config.SITE_URL,
    tokens: createFormTokens({ secret }),
    clientHashSalt: clientHashSaltFrom(secret),
    rateLimit: {
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      max: config.RATE_LIMIT_MAX,
      pool: store instanceof PostgresEnquiryStore ? store.pool : undefined,
    },
    pages: deps.enquiryPages ?? createEnquiryPages(deps.pages ?? defaultRenderer()),
    onStored: () => {
      outbox?.nudge();
      webhooks?.nudge();
    },
    replyWithinBusinessDays: deps.replyWithinBusinessDays,
  });
  function defaultRenderer(): PageRenderer {
    if (!assets) throw new Error("createEnquiries needs assets, pages or enquiryPages to render the form's page");
    return createPageRenderer({ assets, siteUrl: config.SITE_URL, logger, renderTimeoutMs: config.RENDER_TIMEOUT_MS });
  }
  let stopRetention: (() => void) | undefined;
  return {
    router,
    start() {
      if (stopRetention) return;
      stopRetention = scheduleRetention({ store, logger });
      outbox?.start();
      webhooks?.start();
    },
    async stop() {
      stopRetention?.();
      await Promise.all([outbox?.stop(), webhooks?.stop()]);
      mailer?.close();
    },
  };
}

/** The practice's system, when WEBHOOK_URL and WEBHOOK_SECRET are set (the configuration takes both or neither). */
function webhookSenderFromConfig(config: EnquiriesConfig, logger: Logger): WebhookSender | undefined {
  if (!config.WEBHOOK_URL || !config.WEBHOOK_SECRET) return undefined;
  // The host only: a catch-hook address's path (Zapier's, say) lets anyone post into the practice's flow, so it stays out of the logs.
  logger.info(
    { webhookHost: new URL(config.WEBHOOK_URL).host },
    "webhook on: each enquiry is sent, signed, to the practice's system",
  );
  return createWebhookSender({ url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET, site: config.SITE_URL });
}
