import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path";

describe("isSitePath", () => {
  it("takes a path on this site", () => {
    for (const href of ["/", "/blog", "/blog/a-post#costs", "/contact?message=hi", "/%5Cescaped"])
      expect(isSitePath(href), href).toBe(true);
  });

  it("refuses what a browser resolves to another site, or is not a path", () => {
    for (const href of [
      "//evil.example/path",
      "/\\evil.example/path",
      "/\t/evil.example",
      "/\n\\evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "#top",
      "",
      null,
      undefined,
    ]) {
      expect(isSitePath(href), JSON.stringify(href)).toBe(false);
    }
  });

  it("agrees with the browser's URL parser", () => {
    for (const href of ["/blog", "/\\evil.example/path", "//evil.example", "/\t/evil.example", "/ok\\still-here"]) {
      expect(isSitePath(href), href).toBe(new URL(href, "https://site.example/").origin === "https://site.example");
    }
  });
});
