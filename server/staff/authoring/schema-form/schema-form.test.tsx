import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { labelled } from "../../../collections/fields";
import { FrontMatterSchema } from "../../../blog/front-matter";
import { describeFields } from "./describe";
import { fieldPaths, ProblemList, schemaProblems } from "./problems";
import { formValues, readFields } from "./read";
import { Fields, type FormState } from "./render";

const html = (schema: v.GenericSchema, values: FormState["values"] = {}, choices: FormState["choices"] = {}) =>
  renderToStaticMarkup(<Fields fields={describeFields(schema)} state={{ values, problems: new Map(), choices }} />);

describe("forms generated from a content schema", () => {
  it("shows a field a schema gains, labelled and hinted from the schema, with no form code of its own", () => {
    const extended = v.strictObject({
      ...FrontMatterSchema.entries,
      canonical: v.optional(
        labelled(v.pipe(v.string(), v.url()), "Canonical address", "Where the post was first published, if elsewhere."),
      ),
      sponsored: labelled(v.boolean(), "Sponsored", "Ticked when a client paid for it."),
      region: labelled(v.picklist(["qld", "nsw"]), "Region", "Where it applies.", {
        optionLabels: { qld: "Queensland", nsw: "New South Wales" },
      }),
    });
    const before = html(FrontMatterSchema);
    const after = html(extended, { region: "nsw" });
    expect(before).not.toContain("Canonical address");
    expect(after).toMatch(
      /<label for="f-canonical">Canonical address<\/label><p id="f-canonical-hint" class="hint">Where the post was first published, if elsewhere. Optional.<\/p><input id="f-canonical"[^>]*name="canonical"/,
    );
    expect(after).toMatch(/type="checkbox"[^>]*name="sponsored"[^>]*\/><label for="f-sponsored">Sponsored<\/label>/);
    expect(after).toContain('<option value="nsw" selected="">New South Wales</option>');
  });

  it("offers a reference as a choice from the list its schema names, each by its label", () => {
    const schema = v.strictObject({
      owner: labelled(v.string(), "Owner", "Who owns it.", { choices: "team" }),
      topics: labelled(v.array(v.string()), "Topics", "Any.", { choices: "tags" }),
    });
    const out = html(
      schema,
      { owner: "ann", topics: ["b"] },
      {
        team: [{ value: "ann", label: "Ann Example" }],
        tags: [
          { value: "a", label: "Topic A" },
          { value: "b", label: "Topic B" },
        ],
      },
    );
    expect(out).toContain('<option value="ann" selected="">Ann Example</option>');
    expect(out).toMatch(/name="topics" checked="" value="b"\/><label[^>]*>Topic B</);
    expect(out).toMatch(/name="topics" value="a"\/><label[^>]*>Topic A</);
  });

  it("reads the form back into the content it came from: numbers, lists, groups, lists of groups, empty optional fields left out", () => {
    const schema = v.strictObject({
      name: v.string(),
      size: v.optional(v.number()),
      price: v.strictObject({ amount: v.number(), per: v.picklist(["month", "year"]) }),
      lines: v.array(v.string()),
      items: v.array(v.strictObject({ label: v.string(), on: v.boolean() })),
      range: v.nullable(v.strictObject({ from: v.number(), to: v.number() })),
    });
    const content = {
      name: "A",
      price: { amount: 12, per: "year" },
      lines: ["one", "two"],
      items: [
        { label: "x", on: true },
        { label: "y", on: false },
      ],
      range: null,
    };
    const fields = describeFields(schema);
    expect(readFields(fields, formValues(fields, content))).toEqual(content);
  });

  it("puts each schema problem beside its field, all at once, a typed non-number kept for the message", () => {
    const schema = v.strictObject({
      amount: v.number("expected dollars"),
      when: v.pipe(v.string(), v.regex(/^\d{4}$/, "expected a year")),
    });
    const fields = describeFields(schema);
    const content = readFields(fields, { amount: "twelve", when: "20x6" });
    const problems = new ProblemList(fieldPaths(fields, content));
    schemaProblems(schema, content, problems);
    expect(Object.fromEntries(problems.problems)).toEqual({
      amount: ["Expected dollars."],
      when: ["Expected a year."],
    });
  });
});
