import {
  findNodeAtLocation,
  parse as parseJsonc,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from "jsonc-parser";
import { isCollection, type Document } from "yaml";

/** A place in a file: 1-based line and column. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** The line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: before.length - lineStart + 1 };
}

/** How much of a long line an excerpt shows: the place and what leads up to it, narrow enough not to wrap in a terminal or the preview's box. */
const BEFORE = 28;
const WIDTH = 40;

/**
 * The line of the file, numbered, with a caret under the column: "14 |     "per": "month"\n   |     ^".
 * A long line is cut to the part around the column, marked with "…", so the caret stays under it.
 */
export function excerptAt(text: string, { line, column }: Position): string {
  const whole = (text.split(/\r?\n/)[line - 1] ?? "").replaceAll("\t", " ");
  const start = Math.max(0, Math.min(column - 1 - BEFORE, whole.length - WIDTH));
  const end = Math.min(whole.length, start + WIDTH);
  const source = `${start > 0 ? "…" : ""}${whole.slice(start, end)}${end < whole.length ? "…" : ""}`;
  const caret = column - 1 - start + (start > 0 ? 1 : 0);
  const number = String(line);
  return `${number} | ${source}\n${" ".repeat(number.length)} | ${" ".repeat(Math.max(0, caret))}^`;
}

/** A field's path as valibot's dot path writes it, as keys and indexes: "plans.0.name" → ["plans", 0, "name"]. */
export const pathSegments = (dotPath: string): (string | number)[] =>
  dotPath === "" ? [] : dotPath.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A syntax error, where it is and the line it is on. */
export interface SyntaxProblem extends Position {
  readonly message: string;
  readonly excerpt: string;
}

/** What each of the parser's error codes (printParseErrorCode) means to an author. */
const JSON_ERRORS: Readonly<Record<string, string>> = {
  CommaExpected:
    'a comma (",") is missing after this value: JSON separates the fields of an object, and the items of a list, with commas',
  ColonExpected: 'a colon (":") is missing after this field\'s name',
  PropertyNameExpected:
    "expected a field's name in double quotes here (a comma after the last field of an object is not allowed in JSON)",
  ValueExpected: "expected a value here (a comma after the last item of a list is not allowed in JSON)",
  CloseBraceExpected: 'a "}" is missing: an object opened with "{" is not closed',
  CloseBracketExpected: 'a "]" is missing: a list opened with "[" is not closed',
  EndOfFileExpected: "expected the end of the file here: there is more after the object the file holds",
  UnexpectedEndOfString: 'a text value is not closed: it needs a closing double quote (")',
  InvalidSymbol:
    'this is not JSON: text goes in double quotes ("..."), and true, false and null are written in lowercase',
  InvalidCommentToken: "JSON allows no comments",
};

/** Where a missing comma belongs: just after the value before the token the parser stopped at. */
function commaPlace(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && /\s/.test(text[at - 1] ?? "")) at--;
  return at;
}

function jsonSyntaxProblem(text: string, error: ParseError): SyntaxProblem {
  const offset = printParseErrorCode(error.error) === "CommaExpected" ? commaPlace(text, error.offset) : error.offset;
  const position = positionAt(text, offset);
  const message = JSON_ERRORS[printParseErrorCode(error.error)] ?? "this is not valid JSON here";
  return { ...position, message: `not valid JSON: ${message}`, excerpt: excerptAt(text, position) };
}

/**
 * A JSON file read as strict JSON (no comments, no trailing commas), with the first syntax error at
 * its line and column, or the value and a way to find where each field is written.
 */
export function readJson(
  text: string,
):
  | { ok: true; value: unknown; locate: (dotPath: string) => Position | undefined }
  | { ok: false; problem: SyntaxProblem } {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  if (first) return { ok: false, problem: jsonSyntaxProblem(text, first) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // What the tolerant parser let through, strict JSON refuses: V8's message, placed where it says.
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? text.length);
    const position = positionAt(text, offset);
    return {
      ok: false,
      problem: {
        ...position,
        message: `not valid JSON: ${(error as Error).message}`,
        excerpt: excerptAt(text, position),
      },
    };
  }
  const tree = parseTree(text);
  return { ok: true, value, locate: (dotPath) => (tree ? jsonPosition(text, tree, pathSegments(dotPath)) : undefined) };
}

/** Where the field is written; for a field that is missing, where the object that lacks it starts. */
function jsonPosition(text: string, tree: JsonNode, path: (string | number)[]): Position | undefined {
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(tree, path.slice(0, length));
    if (node) return positionAt(text, node.offset);
  }
  return undefined;
}

/**
 * Where a field of a YAML document is written, in the file's lines (`lineOffset` lines come before
 * the document: the front matter's opening "---"); for a field that is missing, its parent's place.
 */
export function yamlPosition(
  document: Document,
  yamlText: string,
  dotPath: string,
  lineOffset: number,
): Position | undefined {
  const path = pathSegments(dotPath);
  for (let length = path.length; length >= 0; length--) {
    const node = length === 0 ? document.contents : document.getIn(path.slice(0, length), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range && (length > 0 || isCollection(node))) {
      const { line, column } = positionAt(yamlText, range[0]);
      return { line: line + lineOffset, column };
    }
  }
  return undefined;
}
