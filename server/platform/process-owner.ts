import { readFileSync, statSync } from "node:fs";

/** A user's name from /etc/passwd, else "uid N". */
export function userName(uid: number): string {
  try {
    const line = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((entry) => entry.split(":")[2] === String(uid));
    const name = line?.split(":")[0];
    return name ? name : `uid ${uid}`;
  } catch {
    return `uid ${uid}`;
  }
}

/** The user a process runs as (the owner of its /proc entry), or undefined where /proc does not say. */
export function processOwner(pid: number): number | undefined {
  try {
    return statSync(`/proc/${pid}`).uid;
  } catch {
    return undefined;
  }
}
