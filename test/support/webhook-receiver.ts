import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * The practice's system, as a test stands it up: an HTTP server on 127.0.0.1 that checks each
 * webhook's signature with the standardwebhooks package's own Webhook.verify, and again by the
 * specification's formula with node:crypto (neither is the site's signing code), and answers each
 * request with the next status in `answers` (then 200). A request whose signature fails is answered 401.
 */
export interface ReceivedWebhook {
  readonly id: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
  /** Both checks passed. */
  readonly verified: boolean;
  readonly status: number;
  readonly receivedAtMs: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Requests answered 2xx with a good signature: what the practice's system took. */
  accepted(): ReceivedWebhook[];
  /** Answers the next requests with these statuses (then 200). */
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("a test webhook secret of 32 bytes").toString("base64")}`;

/** The specification's signature of `id.timestamp.body`, computed here without the library. */
export function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export async function startWebhookReceiver(secret = TEST_WEBHOOK_SECRET): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  let answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const header = (name: string) => String(req.headers[name] ?? "");
      const verified = verifies(
        verifier,
        secret,
        body,
        header("webhook-id"),
        header("webhook-timestamp"),
        header("webhook-signature"),
      );
      const status = verified ? (answers.shift() ?? 200) : 401;
      received.push({
        id: header("webhook-id"),
        timestamp: header("webhook-timestamp"),
        signature: header("webhook-signature"),
        body,
        headers: req.headers,
        verified,
        status,
        receivedAtMs: Date.now(),
      });
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiries`,
    received,
    accepted: () => received.filter((request) => request.verified && request.status < 300),
    answerWith: (...statuses) => {
      answers = statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function verifies(
  verifier: Webhook,
  secret: string,
  body: string,
  id: string,
  timestamp: string,
  signature: string,
): boolean {
  try {
    verifier.verify(body, { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature });
  } catch {
    return false;
  }
  return signature === expectedSignature(secret, id, timestamp, body);
}
