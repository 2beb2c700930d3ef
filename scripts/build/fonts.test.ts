import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app";
import { fileURLToPath } from "node:url";
import { siteCharacters, usedWeightRange } from "./fonts";
import { tempDir } from "../../test/support/cleanup";
import { newestShippedPost } from "../../test/support/blog";

/** The text a visitor reads in a page (markup, scripts and styles removed, entities decoded). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(amp|lt|gt|quot|nbsp);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" })[name] ?? "",
    );
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("font subsets", () => {
  const characters = new Set(siteCharacters(ROOT));
  const { app } = createTestApp();

  it.each(["/", "/blog", `/blog/${newestShippedPost().slug}`, "/terms-of-service", "/privacy-policy", "/nowhere"])(
    "keep every character %s shows",
    async (path) => {
      const response = await request(app).get(path);
      const missing = [...new Set(visibleText(response.text))].filter(
        (character) => !/\s/.test(character) && !characters.has(character),
      );
      expect(missing).toEqual([]);
    },
  );

  it("keep the weights the stylesheets use, ignoring the ranges @font-face rules declare", () => {
    const root = tempDir("fonts-");
    mkdirSync(join(root, "shared/styles"), { recursive: true });
    writeFileSync(
      join(root, "shared/styles/a.css"),
      "@font-face {\n  font-weight: 100 900;\n}\nh1 { font-weight: 250; }\n",
    );
    writeFileSync(join(root, "shared/styles/b.css"), ".x { font-weight: 650 }\n");
    expect(usedWeightRange(root)).toEqual({ min: 250, max: 700 });
    writeFileSync(join(root, "shared/styles/b.css"), ".x { font-weight: 800 }\n");
    expect(usedWeightRange(root)).toEqual({ min: 250, max: 800 });
  });
});
