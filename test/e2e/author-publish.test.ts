// An author signs in through the provider's login page, writes a post with an image, a tag and a
// table from the toolbar, previews it at a phone's and a desktop's width and publishes it (to the
// fake publisher over a temp git repository: the staff app in-process). Every authoring page is
// axe-clean; screenshots go to AUTHOR_SHOTS_DIR when it is set.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, findViolations } from "../support/axe";
import { authoringApp, AUTHOR_ACCOUNTS, CLIENT_SECRET, type AuthoringApp } from "../support/authoring-app";
import { launchBrowser, newContext, type ViewportName } from "../support/browser";
import { tempDir } from "../support/cleanup";
import { startTestProvider, type TestProvider } from "../support/oidc-provider";
import { freePort } from "../support/server-process";

const SHOTS = process.env.AUTHOR_SHOTS_DIR;
let provider: TestProvider;
let browser: Browser;
let staffUrl: string;
let server: Server;
let authoring: AuthoringApp;

beforeAll(async () => {
  const port = await freePort();
  staffUrl = `http://localhost:${port}`;
  provider = await startTestProvider(
    [{ clientId: "staff-site", clientSecret: CLIENT_SECRET, redirectUris: [`${staffUrl}/auth/callback`] }],
    AUTHOR_ACCOUNTS,
  );
  authoring = authoringApp(provider, staffUrl);
  server = authoring.app.listen(port, "127.0.0.1");
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await new Promise((resolve) => server?.close(resolve));
  await provider?.close();
});

async function expectAccessible(page: Page, name: string, viewport: ViewportName) {
  const findings = await findViolations(page);
  expect(findings, describeViolations(findings)).toEqual([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage: true });
  }
}

describe("writing and publishing a post from the browser", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`signs in, writes a post with an image and a tag, previews it and publishes it (${viewport})`, async () => {
      const photo = join(tempDir("author-photo-"), "IMG_0001.jpg");
      writeFileSync(
        photo,
        await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4a6fa5" } })
          .jpeg()
          .toBuffer(),
      );
      const context = await newContext(browser, staffUrl, { viewport });
      const page = await context.newPage();
      await page.goto("/author/posts/new");
      await page.getByRole("button", { name: "Sign in with your practice account" }).click();
      await page.locator('input[name="login"]').fill("ana");
      await page.locator('input[name="password"]').fill("any password");
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${staffUrl}/author/posts/new`);
      await expectAccessible(page, "new-post", viewport);

      // A first try with the title left out: refused beside the field, the rest kept.
      const slug = `browser-post-${viewport}`;
      await page.getByLabel("Web address").fill(slug);
      await page.getByLabel("Summary").fill("A post written in the browser, with a photo.");
      await page
        .getByLabel("Check and preview")
        .click()
        .catch(() => page.getByRole("button", { name: "Check and preview" }).click());
      await expect.poll(() => page.locator("#error-summary").textContent()).toContain("Title");
      expect(await page.getByLabel("Summary").inputValue()).toBe("A post written in the browser, with a photo.");
      await expectAccessible(page, "refused", viewport);

      await page.getByLabel("Title", { exact: true }).fill(`Written in the browser (${viewport})`);
      await page.getByLabel("Author").selectOption({ label: "Fixture Author, Fixture Role A" });
      await page.getByLabel("Fixture agreements").check();
      await page.locator("#f-image-file").setInputFiles(photo);
      await page.getByLabel("Image description").fill("A plain blue rectangle");
      const body = page.getByLabel("The post");
      await body.fill("An opening paragraph.\n");
      // The toolbar by keyboard: from the text box back to its last button, then Enter.
      await body.focus();
      await page.keyboard.press("Shift+Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Table");
      await page.keyboard.press("Enter");
      expect(await body.inputValue()).toContain("| Heading | Heading |");
      await page.getByRole("button", { name: "Check and preview" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Preview");
      expect(await page.locator("iframe").count()).toBe(2 * 3);
      expect(await page.locator('iframe[width="390"]').first().getAttribute("src")).toBe(
        `/author/preview/${[...authoring.publisher.previews.keys()].at(-1)}/blog/${slug}`,
      );
      await expect
        .poll(() => page.frameLocator('iframe[width="1280"]').first().locator("h1").textContent())
        .toContain("Written in the browser");
      await expectAccessible(page, "preview", viewport);

      await page.getByRole("button", { name: "Publish" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Published");
      await expectAccessible(page, "published", viewport);
      const log = execFileSync("git", ["log", "-1", "--name-only", "--format=%an <%ae>"], {
        cwd: authoring.root,
        encoding: "utf8",
      });
      expect(log).toContain("Ana Reyes <ana@practice.example>");
      expect(log).toContain(`shared/content/blog/${slug}.md`);
      expect(log).toContain(`public/images/blog/${slug}.jpg`);
      await context.close();
    }, 90_000);
  }
});
