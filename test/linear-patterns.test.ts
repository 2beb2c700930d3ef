import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { check } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../server/platform/paths";

/**
 * Every regular expression the site runs must match in linear time, so no input can hold
 * the only thread (ReDoS). recheck (https://makenowjust-labs.github.io/recheck/) decides it by
 * automaton analysis or, failing that, fuzzing; a pattern it cannot prove safe fails here.
 */
const SOURCES = ["server", "shared", "client"];

interface FoundPattern {
  readonly where: string;
  readonly source: string;
  readonly flags: string;
}

/** Regex literals and `new RegExp("literal")` / `RegExp("literal")` calls in the site's own code (tests aside). */
function patternsInProject(): FoundPattern[] {
  const files = SOURCES.flatMap((folder) =>
    readdirSync(join(PROJECT_ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)),
  ).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const found: FoundPattern[] = [];
  for (const file of files) {
    const sourceFile = ts.createSourceFile(
      file,
      readFileSync(join(PROJECT_ROOT, file), "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      const where = `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf("/");
        found.push({ where, source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "RegExp"
      ) {
        const [source, flags] = node.arguments ?? [];
        if (source && ts.isStringLiteralLike(source))
          found.push({ where, source: source.text, flags: flags && ts.isStringLiteralLike(flags) ? flags.text : "" });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return found;
}

const patterns = patternsInProject();

describe("every regular expression in the project is linear (recheck)", () => {
  it("finds the patterns it checks, the enquiry schema's and the invisible characters' among them", () => {
    expect(patterns.length).toBeGreaterThan(20);
    expect(
      patterns.filter((pattern) => pattern.where.startsWith("shared/lib/enquiry-schema.ts")).length,
    ).toBeGreaterThanOrEqual(7);
    expect(patterns.filter((pattern) => pattern.where.startsWith("shared/lib/invisible-characters.ts")).length).toBe(2);
  });

  it.each(patterns.map((pattern) => [`${pattern.where} /${pattern.source}/${pattern.flags}`, pattern] as const))(
    "%s",
    async (_name, pattern) => {
      // A fixed seed: where recheck falls back to fuzzing (lookarounds), every run tries the same inputs.
      const diagnostics = await check(pattern.source, pattern.flags, { timeout: 50_000, randomSeed: 11 });
      expect(
        diagnostics.status === "vulnerable"
          ? `${diagnostics.status}: ${diagnostics.complexity.summary}, attack ${diagnostics.attack.pattern}`
          : diagnostics.status,
      ).toBe("safe");
    },
    60_000,
  );
});
