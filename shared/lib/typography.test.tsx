import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { joinSectionNumbers, keepHyphenatedWordsWhole } from "./typography";

describe("joinSectionNumbers", () => {
  it("joins s and ss to the number after them with a no-break space", () => {
    expect(joinSectionNumbers("written disclosure (s 308); both (ss 308 and 309)")).toBe(
      "written disclosure (s\u00a0308); both (ss\u00a0308 and 309)",
    );
  });

  it("leaves words that end in s, and an s before a word, alone", () => {
    expect(joinSectionNumbers("costs 308 times; s and t; as 3")).toBe("costs 308 times; s and t; as 3");
  });
});

describe("keepHyphenatedWordsWhole", () => {
  it("wraps each hyphenated word, and only those, in a span that does not break", () => {
    const html = renderToStaticMarkup(
      <h1>{keepHyphenatedWordsWhole("The Cost of an In-House Lawyer, year-on-year")}</h1>,
    );
    expect(html).toBe(
      '<h1>The Cost of an <span class="nowrap">In-House</span> Lawyer, <span class="nowrap">year-on-year</span></h1>',
    );
    expect(renderToStaticMarkup(<h1>{keepHyphenatedWordsWhole("No hyphen - here")}</h1>)).toBe(
      "<h1>No hyphen - here</h1>",
    );
  });
});
