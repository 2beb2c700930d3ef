import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppConfig } from "./config";

export type { Logger };

/** Credentials never reach the log, whichever line carries a request's or response's headers. */
export const LOG_REDACTION = {
  paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  censor: "[redacted]",
};

/**
 * JSON lines to stdout; pretty in development when pino-pretty (a dev dependency) is installed. Written
 * synchronously, in order: an asynchronous write still waiting in libuv's thread pool (busy with
 * DNS or the file system) could otherwise reach stdout after a later line, e.g. "stopped" before
 * "shutting down". The lines of one turn of the event loop go out in one write (see turnBatched).
 */
export function createLogger(
  config: Pick<AppConfig, "LOG_LEVEL" | "NODE_ENV">,
  {
    prettyInstalled = canResolve("pino-pretty"),
    destination,
  }: { prettyInstalled?: boolean; destination?: LineDestination } = {},
): Logger {
  if (config.NODE_ENV === "development" && prettyInstalled)
    return pino({
      level: config.LOG_LEVEL,
      base: undefined,
      redact: LOG_REDACTION,
      transport: { target: "pino-pretty", options: { singleLine: true } },
    });
  const logger = createJsonLogger(
    config.LOG_LEVEL,
    destination ?? turnBatched(pino.destination({ dest: 1, sync: true })),
  );
  // A production install (`npm ci --omit=dev`) has no pino-pretty; starting anyway beats failing at start.
  if (config.NODE_ENV === "development") logger.warn(PRETTY_MISSING);
  return logger;
}

export const PRETTY_MISSING =
  "NODE_ENV=development asks for pretty logs, but pino-pretty (a development dependency) is not installed here: logging JSON lines instead. Unset NODE_ENV on a production install, or install the development dependencies (npm ci).";

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Somewhere JSON lines go, whole lines at a time. */
export interface LineDestination {
  write(line: string): unknown;
}

/** The destination of each logger createJsonLogger made, for lines formatted outside pino (see jsonDestinationOf). */
const jsonDestinations = new WeakMap<Logger, LineDestination>();

/**
 * A pino logger writing JSON lines in pino's default shape: `{"level":30,"time":<ms>,...fields,"msg":...}`,
 * no base fields, credentials redacted. The production logger is one; tests make their own with a
 * destination they read.
 */
export function createJsonLogger(level: string, destination: LineDestination): Logger {
  const logger = pino({ level, base: undefined, redact: LOG_REDACTION }, destination as DestinationStream);
  jsonDestinations.set(logger, destination);
  return logger;
}

/**
 * Where a logger made by createJsonLogger writes, so a line of a fixed shape can be formatted
 * without pino's generic serialiser and written beside pino's own lines, in order. Undefined for
 * any other logger (pretty output, a child with bindings, one made elsewhere): those lines go
 * through pino.
 */
export function jsonDestinationOf(logger: Logger): LineDestination | undefined {
  return jsonDestinations.get(logger);
}

type BatchedDestination = DestinationStream & { flush(callback?: (error?: Error) => void): void; flushSync(): void };

interface SyncDestination {
  write(data: string): unknown;
  flushSync(): void;
}

/**
 * Holds the lines logged during one turn of the event loop and writes them together at its end
 * (setImmediate), in the order they were logged. Under load that is one system call for many
 * requests' lines rather than one each (about a third more requests a second in `npm run bench`);
 * a quiet server writes each line as soon as the turn that logged it ends. At exit, and on flush,
 * whatever is held is written at once, so only a SIGKILL can lose lines: those of the last turn.
 */
export function turnBatched(destination: SyncDestination): BatchedDestination {
  let held: string[] = [];
  let scheduled = false;
  const writeHeld = () => {
    scheduled = false;
    if (held.length === 0) return;
    const lines = held.join("");
    held = [];
    destination.write(lines);
  };
  const batch: BatchedDestination = {
    write(line: string) {
      held.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(writeHeld);
      }
    },
    flushSync() {
      writeHeld();
      destination.flushSync();
    },
    flush(callback) {
      try {
        writeHeld();
        destination.flushSync();
        callback?.();
      } catch (error) {
        callback?.(error as Error);
      }
    },
  };
  heldAtExit.add(batch);
  return batch;
}

/** Every batcher, written out at exit (one listener for all, however many loggers a process makes). */
const heldAtExit = new Set<{ flushSync(): void }>();
process.once("exit", () => {
  for (const batch of heldAtExit) batch.flushSync();
});
