import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { tempDir } from "./cleanup";

const NGINX = "/usr/sbin/nginx";

/**
 * Debian's nginx: /usr/sbin/nginx, installed with apt-get (nginx-light, its service kept from
 * starting) when missing and running as root, as CI's fresh machine is; otherwise an error saying how.
 */
export function findNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get"))
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx-light) to run this test`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" };
  const install = () =>
    spawnSync("apt-get", ["-o", "DPkg::Lock::Timeout=300", "install", "-y", "--no-install-recommends", "nginx-light"], {
      env,
      stdio: "ignore",
      timeout: 600_000,
    });
  // A fresh image has no package lists yet.
  if (install().status !== 0) {
    spawnSync("apt-get", ["update"], { env, stdio: "ignore", timeout: 600_000 });
    install();
  }
  if (!existsSync(NGINX)) throw new Error(`apt-get could not install nginx-light (${NGINX} is still missing)`);
  // If the package started its default service anyway, stop it: only the test's own nginx runs.
  if (existsSync("/run/nginx.pid")) spawnSync(NGINX, ["-s", "quit"], { stdio: "ignore" });
  return NGINX;
}

export interface RunningNginx {
  readonly url: string;
  /** What nginx wrote to its error log. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on 127.0.0.1:`port`, with `http` (the site's upstream and server blocks)
 * inside a configuration of its own in a temp folder; `nginx -t` checks it first. `main` replaces
 * the worker and events settings (one worker, 1024 connections) with the guide's own.
 */
export async function startNginx(
  http: string,
  port: number,
  options: { readonly main?: string } = {},
): Promise<RunningNginx> {
  const nginx = findNginx();
  const dir = tempDir("test-nginx-");
  const config = join(dir, "nginx.conf");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir};`)
    .join("\n");
  // As root the workers would drop to nobody, who cannot reach the temp folder: they run as the test's user.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  writeFileSync(
    config,
    `${user}${options.main ?? "worker_processes 1;\nevents { worker_connections 1024; }"}\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nhttp {\n  access_log off;\n${temp}\n${http}\n}\n`,
  );
  const checked = spawnSync(nginx, ["-t", "-p", dir, "-c", config], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  const child = spawn(nginx, ["-p", dir, "-c", config], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${readLog(dir)}`);
    }
  }
  return {
    url,
    errorLog: () => readLog(dir),
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}

/** The nginx blocks of docs/operations.md, in order. */
function guideNginxBlocks(): string[] {
  const guide = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");
  return [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
}

/**
 * The guide's site for one instance (its http-context lines and the HTTPS server block) as plain
 * HTTP on 127.0.0.1:`port`, passing to the server on `serverPort`; everything else as written. And
 * the guide's main context for nginx.conf (workers and connections).
 */
export function guideSite(port: number, serverPort: number): { http: string; main: string } {
  const blocks = guideNginxBlocks();
  const site = blocks.find(
    (block) => /^\s*http2 on;$/m.test(block) && block.includes("proxy_pass http://127.0.0.1:3000;"),
  );
  const main = blocks.find((block) => /^\s*worker_connections \d+;/m.test(block));
  if (!site || !main)
    throw new Error(
      "docs/operations.md: no site block for one instance, or no nginx.conf block with worker_connections",
    );
  const http = site
    .replace(/^server \{\n\s*listen 80;[\s\S]*?\n\}\n?/m, "")
    .replace(/^(\s*)listen 443 ssl;\n\s*http2 on;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_certificate(_key)?\s.*\n/gm, "")
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${serverPort}`);
  return { http, main };
}
