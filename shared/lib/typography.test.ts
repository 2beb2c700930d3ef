import { describe, expect, it } from "vitest";
import { joinSectionNumbers } from "./typography";

describe("joinSectionNumbers", () => {
  it("joins s and ss to the number after them with a no-break space", () => {
    expect(joinSectionNumbers("written disclosure (s 308); both (ss 308 and 309)")).toBe("written disclosure (s\u00a0308); both (ss\u00a0308 and 309)");
  });

  it("leaves words that end in s, and an s before a word, alone", () => {
    expect(joinSectionNumbers("costs 308 times; s and t; as 3")).toBe("costs 308 times; s and t; as 3");
  });
});
