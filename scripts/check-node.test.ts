import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SQLITE_DRIVER } from "../server/enquiries/sqlite-driver";
import { isSupportedNode, sqliteDriverFor } from "./check-node.mjs";

const engines = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../package.json"), "utf8")) as { engines: { node: string } }
).engines.node;

describe("the Node versions npm installs on", () => {
  it("are the ones package.json engines admits, ^20.19 || >=22", () => {
    // The list below is that range: a change to engines must come with a change to the check.
    expect(engines).toBe("^20.19 || >=22");
    const admitted = ["20.19.0", "v20.20.2", "22.0.0", "22.23.3", "23.11.1", "24.21.0", "26.12.1"];
    const refused = ["18.20.8", "20.18.3", "21.7.3", "v21.0.0", "19.9.0"];
    expect(admitted.filter((version) => !isSupportedNode(version))).toEqual([]);
    expect(refused.filter((version) => isSupportedNode(version))).toEqual([]);
  });

  it("pick the SQLite driver the server loads: 13 from Node 22, the alias of 12 on Node 20", () => {
    expect(sqliteDriverFor("20.20.2")).toBe("better-sqlite3-node20");
    expect(sqliteDriverFor("v22.0.0")).toBe("better-sqlite3");
    expect(sqliteDriverFor("26.12.1")).toBe("better-sqlite3");
    expect(SQLITE_DRIVER).toBe(sqliteDriverFor(process.versions.node));
  });
});
