// A staff member signs in through the provider's own login page in Chromium, reads an enquiry in
// the inbox (the view is in the audit trail), signs out; every page axe-clean and never wider than the window at a
// phone's, a tablet's (768 px) and a desktop's width. The staff origin
// (localhost) and the provider (127.0.0.1) are different sites, as in production, so the
// SameSite=Strict session cookie meets the same cross-site redirect a real sign-in does.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, findViolations } from "../support/axe";
import { launchBrowser, newContext, type ViewportName } from "../support/browser";
import { startTestProvider, type TestProvider } from "../support/oidc-provider";
import { SAMPLE_ENQUIRY } from "../support/enquiry-fixtures";
import { freePort, startServer, type RunningServer } from "../support/server-process";
import { storeEnquiry } from "../support/stored-enquiries";

const SHOTS = process.env.STAFF_SHOTS_DIR;
let provider: TestProvider;
let server: RunningServer;
let browser: Browser;
let staffUrl: string;

beforeAll(async () => {
  const staffPort = await freePort();
  staffUrl = `http://localhost:${staffPort}`;
  provider = await startTestProvider(
    [
      {
        clientId: "staff-site",
        clientSecret: "staff-site-secret-0123456789",
        redirectUris: [`${staffUrl}/auth/callback`],
      },
    ],
    {
      ana: { email: "ana@practice.example", emailVerified: true, name: "Ana Reyes" },
    },
  );
  [server, browser] = await Promise.all([
    startServer({
      timeoutMs: 60_000,
      env: {
        STAFF_PORT: String(staffPort),
        STAFF_HOST: "127.0.0.1",
        STAFF_URL: staffUrl,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: "staff-site",
        OIDC_CLIENT_SECRET: "staff-site-secret-0123456789",
        STAFF_EMAILS: "@practice.example",
      },
    }),
    launchBrowser(),
  ]);
  await storeEnquiry(server.dataDir, {
    ...SAMPLE_ENQUIRY,
    name: "Mia Kowalski",
    company: "Harbour Logistics Pty Ltd",
    message: "We need a supply agreement reviewed.",
  });
}, 90_000);
afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  await provider?.close();
});

async function expectAccessible(page: Page, name: string, viewport: ViewportName) {
  const findings = await findViolations(page);
  expect(findings, describeViolations(findings)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${name} scrolls sideways at ${viewport} width`,
  ).toBeLessThanOrEqual(0);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage: true });
  }
}

describe("staff sign-in in a browser", () => {
  for (const viewport of ["phone", "tablet", "desktop"] as const) {
    it(`signs in through the provider's login page, reads an enquiry, signs out (${viewport})`, async () => {
      const context = await newContext(browser, staffUrl, { viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/inbox");
      // Not signed in: sent to the sign-in page, which will bring them back to the inbox.
      await expect.poll(() => new URL(page.url()).pathname).toBe("/");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in to the staff area");
      await expectAccessible(page, "sign-in", viewport);

      await page.getByRole("button", { name: "Sign in with your practice account" }).click();
      await page.locator('input[name="login"]').fill("ana");
      await page.locator('input[name="password"]').fill("any password");
      await page.locator('button[type="submit"]').click();

      await page.waitForURL(`${staffUrl}/inbox`);
      await expect
        .poll(() => page.locator("header").textContent())
        .toContain("Signed in as Ana Reyes (ana@practice.example)");
      await expectAccessible(page, "signed-in", viewport);
      const cookie = (await context.cookies(staffUrl)).find((candidate) => candidate.name === "__Host-staff");
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

      await page.getByRole("link", { name: "Mia Kowalski, Harbour Logistics Pty Ltd" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Mia Kowalski");
      expect(await page.locator("main").textContent()).toContain("We need a supply agreement reviewed.");
      await expectAccessible(page, "enquiry", viewport);
      await page.getByRole("link", { name: "Audit trail" }).click();
      const trail = (await page.locator("main").textContent()) ?? "";
      expect(trail).toContain("ana@practice.example");
      expect(trail).toContain("Viewed");

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${staffUrl}/signed-out`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You have signed out");
      await expectAccessible(page, "signed-out", viewport);

      await page.goto("/inbox");
      await expect.poll(() => new URL(page.url()).pathname).toBe("/");
      await context.close();
    }, 60_000);
  }
});
