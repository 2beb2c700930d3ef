import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { PROJECT_ROOT } from "../paths";

const WATCH = join(PROJECT_ROOT, "test/support/fixtures/async-storage-watch.mjs");

describe("the running server's renders", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { NODE_OPTIONS: `--import=${WATCH}` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("happen on the render thread: the request loop never turns async hooks on, whatever it serves", async () => {
    const statuses: number[] = [];
    for (const path of ["/", "/blog", "/privacy-policy", "/no-such-page", "/Blog/", "/fragments/none"]) statuses.push((await fetch(server.url + path, { redirect: "manual" })).status);
    // A form posted without JavaScript and refused comes back as the home page, rendered again with its errors.
    const form = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ name: "", company: "", email: "not-an-email" }).toString(),
      redirect: "manual",
    });
    statuses.push(form.status);
    const html = await form.text();
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 404]);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain('name="company"');

    const used = server.output.filter((line) => line.startsWith("async storage used on the"));
    // The watch works: React's renderer used its storage, on the render thread.
    expect(used.some((line) => line.startsWith("async storage used on the render thread"))).toBe(true);
    expect(used.filter((line) => line.startsWith("async storage used on the main thread"))).toEqual([]);
  });
});
