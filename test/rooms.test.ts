import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOMS } from "../eslint.config.js";

// Every row of the Rooms table is a lint rule, the table says what the rules say, and no folder of
// code is outside every room (where no rule would hold its imports).

const TABLE = readFileSync(new URL("../docs/architecture.md", import.meta.url), "utf8");
const room = (cell: string) => cell.replace(/^`|\/`.*$|`.*$/g, "").replace(/\/$/, "");

/** The Rooms table's rows: folder, and the rooms its "May import" cell names. */
function tableRows(): Map<string, string[]> {
  const section = TABLE.slice(TABLE.indexOf("## Rooms"), TABLE.indexOf("\n## ", TABLE.indexOf("## Rooms") + 1));
  const rows = new Map<string, string[]>();
  for (const line of section.split("\n").filter((text) => /^\| `/.test(text))) {
    const [folder, , mayImport] = line.split(" | ").map((cell) => cell.replace(/^\| /, ""));
    const named = [...mayImport!.matchAll(/`([^`]+)`/g)].map((match) => room(`\`${match[1]}\``));
    rows.set(
      room(folder!),
      named.filter((other) => other !== room(folder!)),
    );
  }
  return rows;
}

/** A relative specifier from a file in `from` to a module in `to`, as code in this repository writes them. */
function specifier(from: string, to: string): string {
  const target = to === "server" ? "server/app" : to === "scripts" ? "scripts/publish" : `${to}/probe-target`;
  const relative = posix.relative(from, target);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

const ALL_ROOMS = ROOMS.map((row) => row.room);

const ROOT = new URL("..", import.meta.url).pathname;
/** Not the project's code: installed packages, builds, data, reports, and the tests (which may import any room). */
const NOT_ROOMS = new Set(["node_modules", "dist", "dist-dev", "data", "coverage", "reports", "test"]);
const CODE = /\.(?:ts|tsx|mjs|cjs|js)$/;

/** Every code file below the project's folders (the root's own tool configuration aside), tests left out. */
function codeFiles(): string[] {
  const folders = readdirSync(ROOT, { withFileTypes: true }).filter(
    (entry) =>
      entry.isDirectory() &&
      !entry.name.startsWith(".") &&
      !entry.name.startsWith("dist.") &&
      !NOT_ROOMS.has(entry.name),
  );
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder.name), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && CODE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/")),
  );
}

/** The room whose lint rule covers a file, as eslint.config.js applies them: "server" and "scripts" hold only their top level. */
const roomOf = (file: string) =>
  [...ALL_ROOMS]
    .sort((a, b) => b.length - a.length)
    .find((room) =>
      room === "server" || room === "scripts" ? posix.dirname(file) === room : file.startsWith(`${room}/`),
    );

describe("the rooms", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });
  });

  /** The room rule's messages for one import written in a file of `from`. */
  async function refusals(from: string, to: string): Promise<string[]> {
    const filePath = `${from}/rooms-probe.ts`;
    const [result] = await eslint.lintText(
      `import { probe } from "${specifier(from, to)}";\nexport const used = probe;\n`,
      { filePath },
    );
    return result!.messages
      .filter((message) => message.ruleId === "no-restricted-imports")
      .map((message) => message.message);
  }

  it("the doc's table has exactly the lint rules' rows, in their order, each naming the same rooms", () => {
    const rows = tableRows();
    expect([...rows.keys()]).toEqual(ALL_ROOMS);
    for (const { room: folder, mayImport } of ROOMS)
      expect([...rows.get(folder)!].sort(), folder).toEqual([...mayImport].sort());
  });

  it("covers every folder that holds code: each code file is in a room", () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(0);
    const outside = [
      ...new Set(files.filter((file) => roomOf(file) === undefined).map((file) => `${posix.dirname(file)}/`)),
    ];
    expect(outside, "folders of code in no room of eslint.config.js and docs/architecture.md").toEqual([]);
  });

  it("no room may import a room listed after it, so no two rooms import each other", () => {
    ROOMS.forEach(({ room: folder, mayImport }, index) => {
      for (const other of mayImport)
        expect(ALL_ROOMS.indexOf(other), `${folder} may import ${other}`).toBeLessThan(index);
    });
  });

  for (const { room: from, mayImport } of ROOMS) {
    it(`${from}/: an import of a room it is not given fails lint, one it is given passes`, async () => {
      const refused = [...ALL_ROOMS, "test/support"].filter(
        (other) => other !== from && !mayImport.includes(other) && !from.startsWith(`${other}/`),
      );
      for (const other of refused) expect(await refusals(from, other), `${from} importing ${other}`).toHaveLength(1);
      for (const other of mayImport) expect(await refusals(from, other), `${from} importing ${other}`).toEqual([]);
    });
  }

  it("shared/lib/ touches no DOM: a use of document there fails lint, in shared/browser/ it passes", async () => {
    const code = "export const title = () => document.title;\n";
    const rules = async (filePath: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => message.ruleId);
    expect(await rules("shared/lib/probe.ts")).toEqual(["no-restricted-globals"]);
    expect(await rules("shared/browser/probe.ts")).toEqual([]);
  });
});
