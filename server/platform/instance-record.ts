import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
  /**
   * When the process started (processStartTime): a process id is reused once its process is gone, so
   * the id alone does not say the process is still the server that wrote the record.
   */
  readonly started?: string;
  /** The build folder the server loads a publish from (its real path): only a publish built there reaches it. */
  readonly dist?: string;
  /** The last publish it was asked for (SIGHUP): when it finished, and the reason when it kept its build. */
  readonly publish?: { readonly at: number; readonly ok: boolean; readonly build?: string; readonly message?: string };
}

const instancesDir = (dataDir: string) => join(dataDir, "instances");
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
    return typeof parsed.pid === "number" && typeof parsed.port === "number" && typeof parsed.build === "string"
      ? (parsed as InstanceRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When process `pid` started, as a string that differs between two processes given the same id: on
 * Linux the start time in clock ticks after boot (/proc/PID/stat, field 22); elsewhere what
 * `ps -o lstart=` prints (to the second). Undefined when there is no such process.
 */
export function processStartTime(pid: number): string | undefined {
  if (existsSync("/proc/self/stat")) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The fields after the command name, which may itself hold spaces and parentheses: the third field first.
      const started = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[22 - 3];
      return started ? `proc:${started}` : undefined;
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" });
  const started = ps.status === 0 ? ps.stdout.trim() : "";
  return started ? `ps:${started}` : undefined;
}

/**
 * Whether the record's process is the server that wrote it: "server" when alive and started when the
 * record says, "gone" when no process has its id, "other" when another process has taken the id, and
 * "unknown" when the record does not say when its process started (written by an older server).
 */
export function recordedProcess(record: InstanceRecord): "server" | "gone" | "other" | "unknown" {
  const started = processStartTime(record.pid);
  if (started === undefined) return "gone";
  if (record.started === undefined) return "unknown";
  return started === record.started ? "server" : "other";
}
