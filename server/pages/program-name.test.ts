import request from "supertest";
import { describe, expect, it } from "vitest";
import { KYLC } from "../../shared/content/home";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";

/**
 * The check-in program's abbreviation is spelt out on every page that uses it,
 * and the program has one name (the home page's heading) wherever it appears.
 */
describe("the KYLC program's name", () => {
  const { app } = createTestApp();
  const abbreviation = /\b[A-Z]{3,}\b/.exec(KYLC.heading)?.[0] ?? "";

  it.each(["/", "/how-we-work"])(
    "%s spells the abbreviation out and names the program as the home page does",
    async (path) => {
      const document = parseMarkup((await request(app).get(path).expect(200)).text);
      const text = document.querySelector("main")?.textContent?.replace(/\s+/g, " ") ?? "";
      expect(abbreviation).not.toBe("");
      expect(text).toContain(abbreviation);
      expect(text).toContain(KYLC.name);
      expect(text).toContain(KYLC.heading);
    },
  );
});
