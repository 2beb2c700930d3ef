// `npm run publish-site` run as another user than the one owning the checkout and running its
// servers: it must not report success and publish nothing, nor throw EPERM; it exits 1 naming the
// cause and the fix, before building anything. Needs root, to run the command as an ordinary user.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processStartTime, writeInstanceRecord } from "../server/platform/instance-record";
import { tempDir } from "../test/support/cleanup";
import { copyProject } from "../test/support/project-copy";

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/**
 * publish-site's own code as one file inside the copy. The suite may run in a folder only its owner
 * may enter, where `nobody` cannot reach the checkout's node_modules (tsx among them); bundled, the
 * command's checks load from the copy alone, and the build they would start is never reached.
 */
function bundledPublish(copy: string): string {
  // Beside build/paths.mjs, so the checkout's root it works out is the copy's.
  const outfile = join(copy, "scripts", "build", "publish-as-bundled.mjs");
  buildSync({
    entryPoints: [join(copy, "scripts", "publish.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "silent",
  });
  chmodSync(outfile, 0o644);
  return outfile;
}

/** publish-site as `nobody` (setpriv, util-linux), in `cwd`, with DATA_DIR. */
function publishAsNobody(cwd: string, dataDir: string) {
  return spawnSync(
    "setpriv",
    [
      "--reuid",
      String(NOBODY),
      "--regid",
      String(NOBODY),
      "--clear-groups",
      "--",
      process.execPath,
      bundledPublish(cwd),
    ],
    { cwd, env: { ...process.env, DATA_DIR: dataDir, HOME: "/tmp" }, encoding: "utf8", timeout: 120_000 },
  );
}

const chownTree = (path: string) => spawnSync("chown", ["-R", `${NOBODY}:${NOBODY}`, path], { encoding: "utf8" });

describe.skipIf(!asRoot)("publish-site as another user", () => {
  let rootsCopy: string;
  let nobodysCopy: string;
  let server: ChildProcess;

  beforeAll(() => {
    rootsCopy = copyProject("publish-owner-root-");
    // Readable by everyone, as a checkout usually is: only its owner may write to it.
    chmodSync(rootsCopy, 0o755);
    nobodysCopy = copyProject("publish-owner-nobody-");
    expect(chownTree(nobodysCopy).status).toBe(0);
    // Stands in for a server another user runs: a process of root's that a SIGHUP would end.
    server = spawn("sleep", ["600"], { stdio: "ignore" });
  });
  afterAll(() => {
    server?.kill("SIGKILL");
  });

  it("refuses a checkout another user owns, naming the owner and the command to run, and builds nothing", () => {
    const dataDir = tempDir("publish-owner-data-");
    const run = publishAsNobody(rootsCopy, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("publish-site runs as nobody, but the checkout");
    expect(run.stderr).toContain("belongs to root");
    expect(run.stderr).toContain("nothing was published");
    expect(run.stderr).toContain("sudo -u root npm run publish-site");
    expect(run.stderr).not.toMatch(/EPERM|EACCES|\n\s+at /);
    expect(existsSync(join(rootsCopy, "dist"))).toBe(false);
  });

  it("refuses instance records it may not read, instead of finding no server and reporting success", () => {
    const dataDir = tempDir("publish-owner-data-");
    writeInstanceRecord(dataDir, {
      pid: server.pid!,
      port: 3101,
      build: "b1",
      started: processStartTime(server.pid!),
      dist: join(nobodysCopy, "dist"),
    });
    chmodSync(dataDir, 0o755);
    const run = publishAsNobody(nobodysCopy, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `publish-site runs as nobody, who may not read ${join(dataDir, "instances")} (owned by root)`,
    );
    expect(run.stderr).toContain("sudo -u root npm run publish-site");
    expect(run.stdout).not.toContain("no running server");
    expect(existsSync(join(nobodysCopy, "dist"))).toBe(false);
  });

  it("refuses to signal a server another user runs (EPERM), naming it, and leaves it running", () => {
    const dataDir = tempDir("publish-owner-data-");
    writeInstanceRecord(dataDir, {
      pid: server.pid!,
      port: 3102,
      build: "b1",
      started: processStartTime(server.pid!),
      dist: join(nobodysCopy, "dist"),
    });
    // nobody may read the records (as an operator's shared group would), but the server is root's.
    mkdirSync(join(dataDir, "instances"), { recursive: true });
    chmodSync(dataDir, 0o755);
    chownTree(join(dataDir, "instances"));
    const run = publishAsNobody(nobodysCopy, dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `the server on port 3102 (pid ${server.pid}) runs as root, and only its own user may signal it (EPERM): nothing was published`,
    );
    expect(run.stderr).toContain("sudo -u root npm run publish-site");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(server.exitCode).toBeNull();
    expect(server.signalCode).toBeNull();
    expect(existsSync(join(nobodysCopy, "dist"))).toBe(false);
  });
});
