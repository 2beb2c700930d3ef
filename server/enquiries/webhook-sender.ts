import { Webhook } from "standardwebhooks";
import type { WebhookItem } from "./store";
import { webhookPayload } from "./webhook-payload";

/** POSTs one webhook; resolves once the practice's system answered 2xx, rejects otherwise (the worker retries). */
export interface WebhookSender {
  send(item: WebhookItem): Promise<void>;
}

export interface WebhookSenderOptions {
  readonly url: string;
  /** whsec_<base64>, as WEBHOOK_SECRET holds it. */
  readonly secret: string;
  /** SITE_URL, named in each enquiry's body. */
  readonly site: string;
  /** A request that has not been answered in this time fails, and is retried. */
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The receiver answered, but not 2xx (a redirect too: it is not followed, so the body never leaves for an address not configured). */
class WebhookRefusedError extends Error {
  constructor(readonly status: number) {
    super(`the practice's system answered ${status}`);
    this.name = "WebhookRefusedError";
  }
}

/**
 * Signs per the Standard Webhooks specification through its reference library: webhook-id (the
 * row's, the same on every attempt), webhook-timestamp (this attempt's, in seconds) and
 * webhook-signature, v1 and the base64 HMAC-SHA256 of "id.timestamp.body" under the decoded secret.
 */
export function createWebhookSender({
  url,
  secret,
  site,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  now = () => new Date(),
}: WebhookSenderOptions): WebhookSender {
  const signer = new Webhook(secret);
  return {
    async send(item) {
      const body = JSON.stringify(webhookPayload(item, site));
      const at = now();
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "enquiry-webhook/1",
          "webhook-id": item.messageId,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signer.sign(item.messageId, at, body),
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new Error(`could not reach the practice's system: ${unreachable(error, timeoutMs)}`, { cause: error });
      });
      // Only the status matters; the body is read off so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status < 200 || response.status > 299) throw new WebhookRefusedError(response.status);
    },
  };
}

/** Why a request got no answer, in words for the log and `show` (fetch says only "fetch failed"). */
function unreachable(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
