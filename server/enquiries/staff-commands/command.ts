import { loadConfig, type AppConfig } from "../../platform/config";
import { openEnquiryStore } from "../open-store";
import { ENQUIRY_ID, type EnquiryStore } from "../store";

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

/** The one enquiry id a command takes, as `list` prints it. */
export function oneId(command: string, args: readonly string[]): string {
  const [id, ...extra] = args;
  if (!id) throw new UsageError(`${command} needs the ID of an enquiry (as list prints it)`);
  if (extra.length > 0 || !ENQUIRY_ID.test(id)) throw new UsageError(`"${args.join(" ")}" is not an enquiry ID (like 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d)`);
  return id.toLowerCase();
}
