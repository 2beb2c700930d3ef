import { backupCommand } from "./backup";
import type { StaffCommand } from "./command";
import { copyToPostgresCommand } from "./copy-to-postgres";
import { correctCommand } from "./correct";
import { findCommand } from "./find";
import { assignCommand, noteCommand, statusCommand } from "./inbox";
import { exportCommand, listCommand } from "./list-export";
import { pruneBackupsCommand } from "./prune-backups";
import { purgeCommand } from "./purge";
import { repliedCommand } from "./replied";
import { retryCommand } from "./retry";
import { testMailCommand } from "./test-mail";
import { deleteCommand, showCommand } from "./show-delete";

/** Every staff command by the name it is typed with (`npm run enquiries -- NAME`). */
const COMMANDS: Readonly<Record<string, StaffCommand>> = {
  list: listCommand,
  export: exportCommand,
  show: showCommand,
  find: findCommand,
  correct: correctCommand,
  replied: repliedCommand,
  status: statusCommand,
  note: noteCommand,
  assign: assignCommand,
  delete: deleteCommand,
  retry: retryCommand,
  purge: purgeCommand,
  backup: backupCommand,
  "prune-backups": pruneBackupsCommand,
  "copy-to-postgres": copyToPostgresCommand,
  "test-mail": testMailCommand,
};

/** The command typed, or undefined for a name that is none (never an Object.prototype member). */
export function staffCommand(name: string): StaffCommand | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
