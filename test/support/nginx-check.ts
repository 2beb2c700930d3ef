import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./cleanup";
import { freePort } from "./server-process";

/**
 * `nginx -t` on a site from the docs, with the installed nginx. Where nginx is missing and we are
 * root with apt-get (CI on a fresh Debian or Ubuntu machine), it installs the `nginx` package first,
 * as test/support/postgres.ts does for PostgreSQL.
 */
const CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];
const INSTALL_TIMEOUT_MS = 10 * 60_000;

const found = () => CANDIDATES.find((path) => existsSync(path));

export function findOrInstallNginx(): string {
  const present = found();
  if (present) return present;
  if (process.getuid?.() !== 0 || spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status !== 0) {
    throw new Error(
      `nginx is not installed (looked in ${CANDIDATES.join(", ")}): install it, e.g. \`apt-get install nginx\`, to test the documented site`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "nginx"]]) {
    const run = spawnSync("apt-get", args, { env, encoding: "utf8", timeout: INSTALL_TIMEOUT_MS });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed: ${run.stderr}`);
  }
  const installed = found();
  if (!installed) throw new Error("apt-get installed nginx, but no nginx binary was found");
  return installed;
}

/** [major, minor, patch] of `nginx -v` ("nginx version: nginx/1.22.1", on stderr). */
export function nginxVersion(nginx: string): [number, number, number] {
  const { stderr } = spawnSync(nginx, ["-v"], { encoding: "utf8" });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(stderr);
  if (!match) throw new Error(`could not read nginx's version from: ${stderr}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export const atLeast = (version: readonly number[], floor: readonly number[]) => {
  for (let index = 0; index < floor.length; index += 1) {
    const [have, need] = [version[index] ?? 0, floor[index] ?? 0];
    if (have !== need) return have > need;
  }
  return true;
};

/**
 * Runs `nginx -t` on `servers` (server and upstream blocks, as the docs give them) inside an http
 * block of a temporary configuration, with a fresh self-signed certificate in place of every
 * ssl_certificate path and a free port of this machine's in place of every port a `listen` names:
 * `nginx -t` binds them, and only root may bind 80 and 443. Returns nginx's verdict and what it said.
 */
export async function nginxTest(nginx: string, servers: string): Promise<{ ok: boolean; output: string }> {
  const dir = tempDir("nginx-test-");
  const [cert, key] = [join(dir, "cert.pem"), join(dir, "key.pem")];
  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    {
      encoding: "utf8",
    },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.stderr}`);
  const listened = [...new Set([...servers.matchAll(/^\s*listen\s+(\d+)\b/gm)].map((match) => match[1]!))];
  const ports = new Map<string, number>();
  for (const port of listened) ports.set(port, await freePort());
  const site = servers
    .replace(/^(\s*ssl_certificate\s+)\S+;/gm, `$1${cert};`)
    .replace(/^(\s*ssl_certificate_key\s+)\S+;/gm, `$1${key};`)
    .replace(
      /^(\s*listen\s+)(\d+)\b/gm,
      (_line, start: string, port: string) => `${start}127.0.0.1:${ports.get(port)}`,
    );
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `pid ${join(dir, "nginx.pid")};\nerror_log ${join(dir, "error.log")};\nevents {}\nhttp {\n  access_log off;\n${site}\n}\n`,
  );
  const run = spawnSync(nginx, ["-t", "-p", dir, "-c", config, "-e", join(dir, "error.log")], {
    encoding: "utf8",
    timeout: 30_000,
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}
