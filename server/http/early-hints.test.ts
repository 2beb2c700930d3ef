import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../test/support/raw-http";
import { listenOnLoopback, TEST_ASSETS } from "../../test/support/test-app";

const request = (path: string, { version = "1.1", headers = "Sec-Fetch-Dest: document\r\n" } = {}) =>
  `GET ${path} HTTP/${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept-Encoding: identity\r\n${headers}\r\n`;

describe("103 Early Hints", () => {
  let site: Awaited<ReturnType<typeof listenOnLoopback>>;
  let port: number;
  beforeAll(async () => {
    site = await listenOnLoopback();
    port = site.port;
  });
  afterAll(() => site.close());

  it.each(["first (rendered by Express)", "second (from the fast path)"])("precede a page with its stylesheet and fonts, %s", async () => {
    const response = await rawRequest(port, request("/blog"));
    expect(response.status).toBe(103);
    expect(response.headers.link).toBe(
      `<${TEST_ASSETS.stylesheet}>; rel=preload; as=style, <${TEST_ASSETS.preloadFonts[0]}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    );
    expect(response.body).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it.each([
    ["a request that is not a navigation", request("/blog", { headers: "" })],
    ["an HTTP/1.0 client", request("/blog", { version: "1.0" })],
    ["a 404", request("/nowhere")],
    ["an asset", request(TEST_ASSETS.stylesheet)],
  ])("are not sent to %s", async (_name, raw) => {
    const response = await rawRequest(port, raw);
    expect(response.status).not.toBe(103);
  });
});
