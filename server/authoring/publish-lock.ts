import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { processStartTime } from "../platform/instance-record";

/** How long a publish waits for another to finish: a build and every server loading it take a few minutes at most. */
const WAIT_MS = 10 * 60_000;
const POLL_MS = 250;

/** Another publish held the lock for longer than a publish waits. */
export class PublishBusy extends Error {
  override readonly name = "PublishBusy";
}

interface Holder {
  readonly pid: number;
  readonly started?: string;
  readonly at: number;
}

/** The process that wrote a lock still runs (its id, and its start time, the same): else the lock outlived a crash. */
function alive(holder: Holder): boolean {
  const started = processStartTime(holder.pid);
  return started !== undefined && (holder.started === undefined || started === holder.started);
}

/**
 * One publish at a time for every process sharing `dataDir` (instances of one checkout): a file
 * created only if absent. A lock left by a process that has gone is taken over; within a process,
 * callers queue without polling.
 */
export function createPublishLock(dataDir: string, waitMs = WAIT_MS) {
  const file = join(dataDir, "authoring", "publish.lock");
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid), at: 0 });
  let queue: Promise<unknown> = Promise.resolve();

  async function acquire(): Promise<string> {
    await mkdir(join(dataDir, "authoring"), { recursive: true, mode: 0o700 });
    const token = JSON.stringify({ ...(JSON.parse(mine) as Holder), at: Date.now() });
    for (const deadline = Date.now() + waitMs; ; await new Promise((resolve) => setTimeout(resolve, POLL_MS))) {
      try {
        await writeFile(file, token, { flag: "wx", mode: 0o600 });
        return token;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const held = await readFile(file, "utf8").catch(() => "");
      if (held && !alive(parse(held))) await takeOver(held);
      if (Date.now() > deadline) {
        const holder = parse(held);
        throw new PublishBusy(
          `another publish (process ${holder.pid}, since ${new Date(holder.at).toISOString()}) has not finished within ${Math.round(waitMs / 60_000)} minutes: nothing was published; try again shortly`,
        );
      }
    }
  }

  /** Removes a dead process's lock, and only that one: moved aside first, so a lock just taken by another is put back. */
  async function takeOver(held: string): Promise<void> {
    const aside = `${file}.stale-${process.pid}`;
    try {
      await rename(file, aside);
    } catch {
      return;
    }
    const moved = await readFile(aside, "utf8").catch(() => "");
    if (moved === held) await rm(aside, { force: true });
    else
      await writeFile(file, moved, { flag: "wx" })
        .catch(() => undefined)
        .finally(() => rm(aside, { force: true }));
  }

  async function release(token: string): Promise<void> {
    const held = await readFile(file, "utf8").catch(() => "");
    if (held === token) await rm(file, { force: true });
  }

  /** Runs `work` holding the lock. */
  return function withLock<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const token = await acquire();
      try {
        return await work();
      } finally {
        await release(token);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

function parse(text: string): Holder {
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return {
      pid: typeof parsed.pid === "number" ? parsed.pid : -1,
      at: typeof parsed.at === "number" ? parsed.at : 0,
      ...(parsed.started ? { started: parsed.started } : {}),
    };
  } catch {
    return { pid: -1, at: 0 };
  }
}
