import { expect, it } from "vitest";
import { withoutTrailingSlashes } from "./trailing-slashes";

it("drops every trailing slash and nothing else", () => {
  expect(withoutTrailingSlashes("https://counsel.example.au///")).toBe("https://counsel.example.au");
  expect(withoutTrailingSlashes("blog/post/")).toBe("blog/post");
  expect(withoutTrailingSlashes("///")).toBe("");
  expect(withoutTrailingSlashes("a//b")).toBe("a//b");
  expect(withoutTrailingSlashes(`${"/".repeat(16_000)}x/`)).toBe(`${"/".repeat(16_000)}x`);
});
