import { execFile } from "node:child_process";

/** A git command that failed: its own message (stderr), and its exit code. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
    readonly code: number | string | undefined,
  ) {
    super(`git ${args.join(" ")}: ${stderr.trim() || `exit ${String(code)}`}`);
    this.name = "GitError";
  }
}

export interface GitOptions {
  /** Extra environment (author, committer). */
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/** Git may never wait for a person: no password prompt, no editor, no pager. */
const QUIET_ENV = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_EDITOR: "true",
  GIT_PAGER: "cat",
  LC_ALL: "C",
  GIT_OPTIONAL_LOCKS: "0",
};

/** Runs git in `root` with arguments as given (no shell: nothing in them is interpreted), and returns its output. */
export function gitBytes(
  root: string,
  args: readonly string[],
  { env = {}, timeoutMs = 60_000 }: GitOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["-C", root, ...args],
      {
        encoding: "buffer",
        maxBuffer: 256 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        env: { ...process.env, ...QUIET_ENV, ...env },
      },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new GitError(
              args,
              stderr.toString(),
              (error as NodeJS.ErrnoException).code ?? (error.killed ? "killed (timeout)" : undefined),
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

export async function git(root: string, args: readonly string[], options?: GitOptions): Promise<string> {
  return (await gitBytes(root, args, options)).toString("utf8");
}
