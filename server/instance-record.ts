import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A running server's note of itself in DATA_DIR/instances/, one file per port: how `npm run
 * publish-site` finds the servers to signal, and how it learns what each made of the new build.
 */
export interface InstanceRecord {
  readonly pid: number;
  readonly port: number;
  /** The build the server serves. */
  readonly build: string;
  /** The last publish it was asked for (SIGHUP): when it finished, and the reason when it kept its build. */
  readonly publish?: { readonly at: number; readonly ok: boolean; readonly build?: string; readonly message?: string };
}

export const instancesDir = (dataDir: string) => join(dataDir, "instances");
const recordFile = (dataDir: string, port: number) => join(instancesDir(dataDir), `${port}.json`);

/** Written whole (a temp file renamed over the old one), so a reader never sees half a record. */
export function writeInstanceRecord(dataDir: string, record: InstanceRecord): void {
  mkdirSync(instancesDir(dataDir), { recursive: true, mode: 0o700 });
  const file = recordFile(dataDir, record.port);
  writeFileSync(`${file}.${record.pid}.tmp`, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  renameSync(`${file}.${record.pid}.tmp`, file);
}

export function removeInstanceRecord(dataDir: string, port: number, pid: number): void {
  const file = recordFile(dataDir, port);
  // Only its own: a server started on the same port after this one has written its own record.
  if (readInstanceRecord(file)?.pid === pid) rmSync(file, { force: true });
}

/** Every record in the folder that parses, with its file. */
export function readInstanceRecords(dataDir: string): { file: string; record: InstanceRecord }[] {
  let names: string[];
  try {
    names = readdirSync(instancesDir(dataDir)).filter((name) => /^\d+\.json$/.test(name));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = join(instancesDir(dataDir), name);
    const record = readInstanceRecord(file);
    return record ? [{ file, record }] : [];
  });
}

export function readInstanceRecord(file: string): InstanceRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<InstanceRecord>;
    return typeof parsed.pid === "number" && typeof parsed.port === "number" && typeof parsed.build === "string" ? (parsed as InstanceRecord) : undefined;
  } catch {
    return undefined;
  }
}
