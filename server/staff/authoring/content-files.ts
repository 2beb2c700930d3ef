import { parseDocument, stringify } from "yaml";

/** A Markdown file's front matter and body, as the build reads them. */
export interface MarkdownFile {
  readonly front: Record<string, unknown>;
  readonly body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** The file's fields and body; a file the form cannot read opens empty with its text as the body, and the check says what is wrong. */
export function readMarkdown(bytes: Buffer): MarkdownFile {
  const source = bytes.toString("utf8");
  const parts = FRONT_MATTER.exec(source);
  if (!parts) return { front: {}, body: source };
  const document = parseDocument(parts[1] ?? "");
  const data: unknown = document.errors.length > 0 ? {} : document.toJS();
  return {
    front: typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    body: (parts[2] ?? "").replace(/^\r?\n/, ""),
  };
}

/** Front matter in the schema's order, then the body; lists of words stay on one line as authors write them. */
export function writeMarkdown(
  front: Readonly<Record<string, unknown>>,
  order: readonly string[],
  body: string,
): Buffer {
  const ordered = Object.fromEntries(
    [...order.filter((key) => key in front), ...Object.keys(front).filter((key) => !order.includes(key))].map((key) => [
      key,
      front[key],
    ]),
  );
  const yaml = stringify(ordered, { lineWidth: 0, flowCollectionPadding: false, collectionStyle: "any" }).trimEnd();
  const text = body.replace(/\r\n/g, "\n").trim();
  return Buffer.from(`---\n${yaml}\n---\n\n${text}\n`, "utf8");
}

/** A JSON file as the project writes them: two spaces, a final newline. */
export const writeJson = (data: unknown): Buffer => Buffer.from(`${JSON.stringify(data, null, 2)}\n`, "utf8");

export function readJson(bytes: Buffer): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(bytes.toString("utf8"));
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
