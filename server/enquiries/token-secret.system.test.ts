import { describe, expect, it } from "vitest";
import { startServer } from "../../test/support/server-process";
import { SAMPLE_ENQUIRY } from "../../test/support/enquiry-fixtures";
import { tempDir } from "../../test/support/cleanup";

// Without FORM_TOKEN_SECRET the secret is made once and kept with the store, so a form opened
// before a restart or deploy still posts a valid token afterwards (it used to become spam).
describe("form token secret kept with the store", () => {
  const dataDir = tempDir("site-secret-");

  it("accepts a token issued before a restart as valid after it", async () => {
    const env = { FORM_TOKEN_SECRET: "" };
    const before = await startServer({ dataDir, env });
    const { token } = (await (await fetch(`${before.url}/api/enquiries/token`)).json()) as { token: string };
    expect(await before.stop()).toBe(0);

    const after = await startServer({ dataDir, env });
    try {
      // Past the minimum fill time, as a person who kept the form open would be.
      await new Promise((resolve) => setTimeout(resolve, 3_200));
      const response = await fetch(`${after.url}/api/enquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...SAMPLE_ENQUIRY, website: "", formToken: token }),
      });
      expect(response.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stored = after.logLines().find((line) => line.msg === "enquiry stored");
      expect(stored).toMatchObject({ spam: false });
    } finally {
      await after.stop();
    }
  }, 60_000);
});
