import { loadConfig, type AppConfig } from "../../platform/config";
import { openEnquiryStore } from "../open-store";
import { userInfo } from "node:os";
import { ID_PREFIX } from "../inbox-store";
import type { EnquiryStore } from "../store";

export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** The time purge measures retention from, list --overdue compares with and replied records (tests). */
  readonly now?: () => Date;
}

/** The options every command may be given (runCli parses them; each command takes the ones it needs). */
export interface Options {
  readonly format?: string;
  readonly output?: string;
  readonly spam: boolean;
  readonly limit?: string;
  readonly "dry-run": boolean;
  /** `list --overdue`. */
  readonly overdue?: boolean;
  /** `replied --by NAME`. */
  readonly by?: string;
  /** `list` and `export --from DAY --to DAY`: Queensland days (YYYY-MM-DD), both included. */
  readonly from?: string;
  readonly to?: string;
}

/** Bad usage: runCli prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

/** A command ready to run: resolves to the exit code (0 done, 1 failed or not found). */
export type Run = (io: CliIo) => Promise<number>;

/**
 * One staff command: checks its arguments (throwing UsageError) before anything is opened, so bad
 * usage never touches the store, and returns what runs it.
 */
export type StaffCommand = (command: string, args: readonly string[], options: Options) => Run;

type StoreRun = (store: EnquiryStore, config: AppConfig, io: CliIo) => Promise<number>;

/** Runs against the store the server uses, opened (never created) for this command alone. */
export function withStore(run: StoreRun): Run {
  return async (io) => openAndRun(loadConfig(io.env), io, run);
}

export async function openAndRun(config: AppConfig, io: CliIo, run: StoreRun): Promise<number> {
  const store = await openEnquiryStore(config, undefined, { create: false });
  try {
    return await run(store, config, io);
  } finally {
    await store.close();
  }
}

export function nowOf(io: CliIo): Date {
  return io.now?.() ?? new Date();
}

export function noArguments(command: string, args: readonly string[]): void {
  if (args.length > 0) throw new UsageError(`${command} takes no arguments (got "${args.join(" ")}")`);
}

/** The one enquiry id a command takes, as `list` prints it, or the start of one (at least four characters). */
export function oneId(command: string, args: readonly string[]): string {
  const [id, ...extra] = args;
  if (!id) throw new UsageError(`${command} needs the ID of an enquiry (as list prints it, or its first characters)`);
  if (extra.length > 0 || !ID_PREFIX.test(id)) {
    throw new UsageError(
      `"${args.join(" ")}" is not an enquiry ID (like 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d, or its first characters: 0b1c2d3e)`,
    );
  }
  return id.toLowerCase();
}

/**
 * The whole id an ID or its start names, or undefined once it has said why not: none has it, or
 * it starts more than one (listed, so staff can type more of the one they mean).
 */
export async function resolveId(store: EnquiryStore, io: CliIo, idOrPrefix: string): Promise<string | undefined> {
  const resolved = await store.inbox.resolveId(idOrPrefix);
  if (resolved.ok) return resolved.id;
  if (resolved.matches.length === 0) io.stderr(`No enquiry has the ID ${idOrPrefix}.\n`);
  else
    io.stderr(
      `More than one enquiry has an ID starting ${idOrPrefix}; give more of it:\n${resolved.matches.map((id) => `  ${id}\n`).join("")}`,
    );
  return undefined;
}

/** Who the audit trail names for a CLI action: the operating-system user who ran it. */
export function cliActor(io: CliIo): string {
  let name: string | undefined;
  try {
    name = userInfo().username;
  } catch {
    name = io.env.USER ?? io.env.LOGNAME;
  }
  return `cli:${name || "unknown"}`;
}

/** Records a CLI action in the audit trail, as the inbox records its own. */
export async function audit(
  store: EnquiryStore,
  io: CliIo,
  action: string,
  enquiryId?: string,
  detail?: string,
): Promise<void> {
  await store.inbox.record({
    at: nowOf(io),
    actor: cliActor(io),
    action,
    enquiryId: enquiryId ?? null,
    detail: detail ?? null,
  });
}
