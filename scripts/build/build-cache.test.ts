import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import { cachedBytes } from "./build-cache";

describe("the build's cache", () => {
  it("makes the bytes once for the same inputs, and again for any other", async () => {
    const dir = tempDir("build-cache-");
    const made: string[] = [];
    const make = (text: string) => async () => (made.push(text), Buffer.from(text.toUpperCase()));

    expect((await cachedBytes(dir, ["brotli 11", "body {}"], ".br", make("body {}"))).toString()).toBe("BODY {}");
    expect((await cachedBytes(dir, ["brotli 11", "body {}"], ".br", make("again"))).toString()).toBe("BODY {}");
    await cachedBytes(dir, ["gzip 9", "body {}"], ".br", make("other parameters"));
    await cachedBytes(dir, ["brotli 11", "body {} "], ".br", make("other bytes"));
    // Inputs are told apart where they split, not only by what they hold together.
    await cachedBytes(dir, ["brotli 1", "1body {}"], ".br", make("split elsewhere"));

    expect(made).toEqual(["body {}", "other parameters", "other bytes", "split elsewhere"]);
    expect(readdirSync(dir).filter((name) => name.endsWith(".br"))).toHaveLength(4);
  });

  it("leaves only whole files when two builds make the same bytes at once", async () => {
    const dir = tempDir("build-cache-");
    const big = Buffer.alloc(4 << 20, 7);
    const both = await Promise.all([1, 2].map(() => cachedBytes(dir, ["big"], ".bin", async () => big)));
    for (const bytes of both) expect(bytes.equals(big)).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
    const [again] = await Promise.all([cachedBytes(dir, ["big"], ".bin", async () => Buffer.alloc(0))]);
    expect(again?.equals(big)).toBe(true);
  });
});
