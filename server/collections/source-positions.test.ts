import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { excerptAt, positionAt, readJson, yamlPosition } from "./source-positions";

describe("where a problem is in a file", () => {
  it("turns an offset into a 1-based line and column", () => {
    expect(positionAt("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });

  it("places a missing comma just after the value that needs it, and shows the line with a caret", () => {
    const text = '{\n  "a": 1,\n  "b": "two"\n  "c": 3\n}\n';
    const read = readJson(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem).toMatchObject({
      line: 3,
      column: 13,
      message: expect.stringContaining('a comma (",") is missing'),
    });
    expect(read.problem.excerpt).toBe('3 |   "b": "two"\n  |             ^');
  });

  it("names a trailing comma, a missing colon and an unclosed object, each at its line", () => {
    const trailing = readJson('{\n  "a": [1, 2,]\n}');
    expect(trailing.ok ? undefined : trailing.problem).toMatchObject({
      line: 2,
      message: expect.stringContaining("a comma after the last item of a list is not allowed"),
    });
    const colon = readJson('{\n  "a" 1\n}');
    expect(colon.ok ? undefined : colon.problem).toMatchObject({
      line: 2,
      column: 7,
      message: expect.stringContaining('a colon (":") is missing'),
    });
    const unclosed = readJson('{\n  "a": 1\n');
    expect(unclosed.ok ? undefined : unclosed.problem).toMatchObject({
      message: expect.stringContaining('a "}" is missing'),
    });
  });

  it("finds the line of a field by its path in JSON, and of its object when the field is missing", () => {
    const read = readJson('{\n  "plans": [\n    { "name": "A" },\n    {\n      "name": "B"\n    }\n  ]\n}');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.locate("plans.1.name")).toEqual({ line: 5, column: 15 });
    expect(read.locate("plans.0.price")).toEqual({ line: 3, column: 5 });
  });

  it("finds a front matter field's line in the file, a list item's column too", () => {
    const yaml = "title: A\ntags: [one, two]";
    const document = parseDocument(yaml);
    expect(yamlPosition(document, yaml, "tags.1", 1)).toEqual({ line: 3, column: 13 });
    expect(yamlPosition(document, yaml, "excerpt", 1)).toEqual({ line: 2, column: 1 });
  });

  it("shows a tab as a space, so the caret stays under the column", () => {
    expect(excerptAt("\tx", { line: 1, column: 2 })).toBe("1 |  x\n  |  ^");
  });
});

describe("the line shown with a caret", () => {
  it("cuts a long line to the part around the column, the caret still under it", () => {
    const line = `${"a".repeat(60)}X${"b".repeat(60)}`;
    const [shown, caret] = excerptAt(line, { line: 1, column: 61 }).split("\n");
    expect(shown).toBe(`1 | …${"a".repeat(28)}X${"b".repeat(11)}…`);
    expect(caret!.indexOf("^")).toBe(shown!.indexOf("X"));
  });

  it("shows a short line whole", () => {
    expect(excerptAt('  "a": 1', { line: 1, column: 3 })).toBe('1 |   "a": 1\n  |   ^');
  });
});
