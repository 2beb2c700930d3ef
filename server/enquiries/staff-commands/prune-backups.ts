import { existsSync, lstatSync, readdirSync, unlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { BACKUP_RETENTION_DAYS } from "../../../shared/lib/retention";
import { oneLine } from "../export";
import { queenslandStamp } from "../queensland-time";
import { BACKUP_FILE } from "./backup";
import { nowOf, UsageError, type CliIo, type StaffCommand } from "./command";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `prune-backups FOLDER [--dry-run]`: reads no store at all, only files in a folder. */
export const pruneBackupsCommand: StaffCommand = (command, args, options) => {
  if (args.length !== 1 || !args[0]) throw new UsageError(`${command} needs the FOLDER the backups are in`);
  const folder = resolve(args[0]);
  return async (io) => pruneBackups(folder, options["dry-run"], io);
};

interface Pruned {
  readonly name: string;
  readonly madeAt: Date;
}

/**
 * The privacy policy keeps backups BACKUP_RETENTION_DAYS: deletes the backups in `folder` whose
 * modification time (when backup wrote them) is older. Only regular files with a backup's name,
 * directly in the folder: a link is never followed (nor deleted), nothing else is touched.
 */
function pruneBackups(folder: string, dryRun: boolean, io: CliIo): number {
  if (!existsSync(folder) || !lstatSync(folder).isDirectory()) {
    io.stderr(
      `${folder} is not a folder (a link to one is not followed): give prune-backups the folder backup writes to.\n`,
    );
    return 1;
  }
  const cutoff = new Date(nowOf(io).getTime() - BACKUP_RETENTION_DAYS * DAY_MS);
  const pruned: Pruned[] = [];
  const notFiles: string[] = [];
  let kept = 0;
  for (const name of readdirSync(folder).sort()) {
    if (!BACKUP_FILE.test(name)) continue;
    const file = join(folder, name);
    const stat = lstatSync(file);
    if (!stat.isFile()) {
      notFiles.push(name);
      continue;
    }
    if (stat.mtimeMs >= cutoff.getTime()) {
      kept += 1;
      continue;
    }
    if (!dryRun) unlinkSync(file);
    pruned.push({ name, madeAt: stat.mtime });
  }
  io.stdout(pruneReport({ folder, cutoff, dryRun }, pruned, kept, notFiles));
  return 0;
}

function pruneReport(
  { folder, cutoff, dryRun }: { folder: string; cutoff: Date; dryRun: boolean },
  pruned: readonly Pruned[],
  kept: number,
  notFiles: readonly string[],
): string {
  const backups = (count: number) => `${count} ${count === 1 ? "backup" : "backups"}`;
  const period = `made before ${queenslandStamp(cutoff.toISOString())} (${BACKUP_RETENTION_DAYS} days ago)`;
  const lines = [
    pruned.length === 0
      ? `Nothing to delete: no backup in ${folder} was ${period}.`
      : `${dryRun ? `Would delete ${backups(pruned.length)}` : `Deleted ${backups(pruned.length)}`} ${period} from ${folder}${dryRun ? "; nothing was deleted (--dry-run)" : ""}:`,
    ...pruned.map(({ name, madeAt }) => `  ${oneLine(name)}  (made ${queenslandStamp(madeAt.toISOString())})`),
    `Kept ${backups(kept)} made since.`,
    ...(notFiles.length > 0
      ? [`Left alone, as not regular files (links are never followed): ${notFiles.map(oneLine).join(", ")}.`]
      : []),
  ];
  return `${lines.join("\n")}\n`;
}
