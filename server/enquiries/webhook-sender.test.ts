import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { freePort } from "../../test/support/server-process";
import { TEST_WEBHOOK_SECRET } from "../../test/support/webhook-receiver";
import type { WebhookItem } from "./store";
import { createWebhookSender } from "./webhook-sender";

const ITEM: WebhookItem = {
  deliveryId: 1,
  messageId: "msg_0123456789abcdef0123456789abcdef",
  type: "enquiry.received",
  attempts: 1,
  occurredAt: "2026-03-02T23:30:00.000Z",
  change: null,
  enquiry: {
    ...SAMPLE_ENQUIRY,
    id: "3f2b9c1e-8d4a-4f6b-9a51-2c7e0d9b1a44",
    receivedAt: "2026-03-02T23:30:00.000Z",
    spam: false,
    spamReason: null,
    notification: "pending",
    status: "new",
    assignee: null,
    correctedAt: null,
    replyDueAt: null,
    repliedAt: null,
    repliedBy: null,
  },
};

/** What the sender does when the practice's system does not simply answer 2xx. */
describe("webhook sender", () => {
  const servers: Server[] = [];
  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  const sender = (url: string, timeoutMs = 5_000) =>
    createWebhookSender({ url, secret: TEST_WEBHOOK_SECRET, site: "https://counsel.example.au", timeoutMs });

  it("gives up on a request not answered in time, saying so", async () => {
    const url = await listen(() => {}); // never answers
    await expect(sender(url, 200).send(ITEM)).rejects.toThrow(
      "could not reach the practice's system: no answer within 0.2 s",
    );
  });

  it("names a refused connection", async () => {
    const url = `http://127.0.0.1:${await freePort()}/`;
    await expect(sender(url).send(ITEM)).rejects.toThrow("could not reach the practice's system: ECONNREFUSED");
  });

  it("does not follow a redirect: the enquiry goes only where WEBHOOK_URL says", async () => {
    let elsewhere = 0;
    const target = await listen((_req, res) => {
      elsewhere += 1;
      res.end();
    });
    const url = await listen((_req, res) => res.writeHead(307, { location: `${target}/elsewhere` }).end());
    await expect(sender(url).send(ITEM)).rejects.toThrow("the practice's system answered 307");
    expect(elsewhere).toBe(0);
  });
});
