import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";

/** A screen reader names each table before reading it. */
describe("tables", () => {
  const { app } = createTestApp();

  it.each(["/cost-comparison", "/how-we-work"])("%s: every table has a caption with words in it", async (path) => {
    const document = parseMarkup((await request(app).get(path).expect(200)).text);
    const tables = [...document.querySelectorAll("table")];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.firstElementChild?.tagName).toBe("CAPTION");
      expect(table.firstElementChild?.textContent?.trim()).toMatch(/\w{3,}/);
    }
  });
});
