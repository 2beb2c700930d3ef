// Who may publish: the user that owns the checkout and runs its servers. Run as anyone else,
// publish-site would build into a dist/ it cannot replace, read no instance record it may not read
// (and so report "no running server" and publish nothing), or be refused the SIGHUP (EPERM).
import { accessSync, constants, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readInstanceRecord, recordedProcess, type InstanceRecord } from "../server/platform/instance-record";
import { processOwner, userName } from "../server/platform/process-owner";

export { processOwner, userName };

const fix = (owner: number) =>
  `run it as ${userName(owner)}, the user that owns the checkout and runs its servers: sudo -u ${userName(owner)} npm run publish-site (docs/operations.md, "Who owns what")`;

export interface PublishPlace {
  readonly root: string;
  readonly dataDir: string;
  /** This process's user id. */
  readonly uid: number;
}

/**
 * Why this user cannot publish from this checkout, or undefined when it can: checked before the
 * build, so nothing is built that no server would take up. The cause and the fix in one message.
 */
export function publishOwnerProblem({ root, dataDir, uid }: PublishPlace): string | undefined {
  const owner = statSync(root).uid;
  if (owner !== uid) {
    return `publish-site runs as ${userName(uid)}, but the checkout ${root} belongs to ${userName(owner)}: its build would not replace the servers' dist/ and no server would be told: nothing was published; ${fix(owner)}`;
  }
  const instances = join(dataDir, "instances");
  if (!existsSync(instances)) return undefined;
  let names: string[];
  try {
    accessSync(instances, constants.R_OK | constants.X_OK);
    names = readdirSync(instances).filter((name) => /^\d+\.json$/.test(name));
  } catch {
    return `publish-site runs as ${userName(uid)}, who may not read ${instances} (owned by ${userName(statSync(instances).uid)}): it could not find the running servers: nothing was published; ${fix(statSync(instances).uid)}`;
  }
  for (const name of names) {
    const file = join(instances, name);
    const problem = recordProblem(file, readInstanceRecord(file), uid);
    if (problem) return problem;
  }
  return undefined;
}

/** A record this user cannot read, or the record of a live server that another user runs (root may signal any). */
function recordProblem(file: string, record: InstanceRecord | undefined, uid: number): string | undefined {
  if (!record) {
    try {
      accessSync(file, constants.R_OK);
    } catch {
      return `publish-site runs as ${userName(uid)}, who may not read ${file} (owned by ${userName(statSync(file).uid)}): nothing was published; ${fix(statSync(file).uid)}`;
    }
    return undefined;
  }
  const runner = recordedProcess(record) === "server" ? processOwner(record.pid) : undefined;
  if (runner === undefined || runner === uid || uid === 0) return undefined;
  return `publish-site runs as ${userName(uid)}, but the server on port ${record.port} (pid ${record.pid}) runs as ${userName(runner)}, and only its own user may signal it (EPERM): nothing was published; run it as ${userName(runner)}: sudo -u ${userName(runner)} npm run publish-site, from a checkout ${userName(runner)} owns (docs/operations.md, "Who owns what")`;
}
