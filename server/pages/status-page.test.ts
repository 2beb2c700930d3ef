import type * as ReactDomServer from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { TEST_ASSETS } from "../../test/support/test-app";

vi.mock("react-dom/server", async (original) => {
  const actual = await original<typeof ReactDomServer>();
  return { ...actual, renderToStaticMarkup: vi.fn(actual.renderToStaticMarkup) };
});
// Unit tests share one module graph (vitest.config.ts): an earlier file may have loaded the status
// pages with the real renderer, so load them afresh to see the mock...
vi.resetModules();
// ...and leave the next file the real renderer.
afterAll(() => {
  vi.doUnmock("react-dom/server");
  vi.resetModules();
});
const { renderToStaticMarkup } = await import("react-dom/server");
const { createStatusPages } = await import("./status-page");

describe("status pages", () => {
  const statusPages = () =>
    createStatusPages({ assets: TEST_ASSETS, siteUrl: "https://counsel.example.au", year: () => 2026 });

  it("shows a refused enquiry's typed values, escaped, without rendering the page again for each refusal", () => {
    const status = statusPages();
    const renders = vi.mocked(renderToStaticMarkup);
    renders.mockClear();
    const pages = Array.from({ length: 50 }, (_, index) =>
      status(403, { typed: [["Company", `Acme <${index}> & "Sons"`]] }),
    );
    expect(renders).toHaveBeenCalledTimes(1);
    expect(pages[7]).toContain("<dd>Acme &lt;7&gt; &amp; &quot;Sons&quot;</dd>");
    expect(pages[7]).not.toContain("@@");
    // The same page around them: only the values differ.
    expect(pages[7]!.replace("&lt;7&gt;", "&lt;8&gt;")).toBe(pages[8]);
  });

  it("leaves the typed section out when nothing was typed, and says how long to wait", () => {
    const status = statusPages();
    const page = status(429, { typed: [], retryAfterSeconds: 60 });
    expect(page).not.toContain("status-page__typed");
    expect(page).not.toContain("@@");
    expect(status(429, { typed: [["Name", "Jo"]], retryAfterSeconds: 60 })).toContain("status-page__typed");
  });
});
