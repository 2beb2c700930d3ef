// Deploying new code without an outage (issue 35): the two-instance upstream of docs/operations.md,
// in Debian's nginx, restarted one instance at a time as the guide says, under requests at a steady
// rate. None may fail, the new build is served after, and a page of the old build still finds its assets.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test/support/cleanup";
import { startNginx, type RunningNginx } from "../test/support/nginx";
import { copyProject } from "../test/support/project-copy";
import { waitUntilReady } from "../test/support/readiness";
import { freePort, startServer, type RunningServer } from "../test/support/server-process";
import { steadyLoad, type LoadRequest, type LoadTally } from "../test/support/steady-load";

const NEW_SLUG = "deployed-without-an-outage";
const NEW_TITLE = "Deployed without an outage";
const NEW_NAME = "Fixture Deploying Counsel";

/** The guide's nginx blocks (section "Deploying new code"), with the test's ports for 3001 and 3002. */
function guideNginx(ports: readonly [number, number]): { upstream: string; location: string } {
  const guide = readFileSync(join(import.meta.dirname, "../docs/operations.md"), "utf8");
  const section = guide.slice(guide.indexOf("### Deploying new code"));
  const blocks = [...section.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? "").replace(/127\.0\.0\.1:3001/g, `127.0.0.1:${ports[0]}`).replace(/127\.0\.0\.1:3002/g, `127.0.0.1:${ports[1]}`),
  );
  const upstream = blocks.find((block) => block.startsWith("upstream "));
  const location = blocks.find((block) => block.startsWith("location / "));
  if (!upstream || !location) throw new Error("docs/operations.md, Deploying new code: no upstream or location block");
  return { upstream, location };
}

function buildIn(cwd: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd, stdio: ["ignore", "ignore", "pipe"], timeout: 180_000 });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stderr }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (name: string, tally: LoadTally) =>
  console.log(
    `${name}: ${tally.sent} requests in ${tally.seconds.toFixed(1)} s, ${tally.failed} failed${tally.failed ? `: ${tally.failures.join("; ")}` : ""}`,
  );

describe("a code deploy behind the guide's nginx upstream", () => {
  let copy: string;
  let dataDir: string;
  const ports: [number, number] = [0, 0];
  const instances: RunningServer[] = [];
  let nginx: RunningNginx | undefined;
  let manifest: { script: string; stylesheet: string };

  const start = async (port: number, origin: string) => {
    const server = await startServer({ root: copy, port, dataDir, env: { TRUST_PROXY: "1", SITE_URL: origin, RATE_LIMIT_MAX: "100000" }, timeoutMs: 60_000 });
    await waitUntilReady(server.url);
    return server;
  };

  beforeAll(async () => {
    copy = copyProject("site-deploy-");
    dataDir = tempDir("site-deploy-data-");
    const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: copy, encoding: "utf8", timeout: 180_000 });
    expect(built.status, built.stderr).toBe(0);
    manifest = JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8")) as typeof manifest;
    ports[0] = await freePort();
    ports[1] = await freePort();
    const nginxPort = await freePort();
    const { upstream, location } = guideNginx(ports);
    const origin = `http://127.0.0.1:${nginxPort}`;
    for (const port of ports) instances.push(await start(port, origin));
    nginx = await startNginx(`${upstream}\n  server {\n    listen 127.0.0.1:${nginxPort};\n    ${location}\n  }`, nginxPort);
  }, 300_000);
  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) await instance.stop();
  });

  it("answers every request while both instances are restarted in turn onto a new build, then serves it", async () => {
    if (!nginx) throw new Error("nginx did not start");
    const { url } = nginx;
    const requests = (index: number): LoadRequest => {
      const paths = ["/", "/blog", manifest.script, "/how-we-work", manifest.stylesheet, "/privacy-policy", "/nowhere"];
      if (index % 20 === 19) {
        const body = JSON.stringify({ name: "Steady Load", company: "Load Pty Ltd", email: `load-${index}@example.net`, message: "Sent during a deploy." });
        return {
          path: "/api/enquiries",
          init: { method: "POST", headers: { "content-type": "application/json", "idempotency-key": `deploy-${index}-${Date.now()}` }, body },
          ok: (status) => status === 201,
        };
      }
      const path = paths[index % paths.length] ?? "/";
    // The previous build's assets must be there, not merely not a 5xx.
    return { path, ...(path.startsWith("/assets/") ? { ok: (status: number) => status === 200 } : {}) };
    };
    const load = steadyLoad(url, requests);
    await sleep(3000);
    const before = load.phase();

    // New code and content: a post, and a new name, which changes the browser's bundle as well.
    const blogDir = join(copy, "shared/content/blog");
    const source = readdirSync(blogDir).find((name) => name.endsWith(".md")) ?? "";
    writeFileSync(join(blogDir, `${NEW_SLUG}.md`), readFileSync(join(blogDir, source), "utf8").replace(/^title: .*$/m, `title: "${NEW_TITLE}"`));
    const practiceFile = join(copy, "shared/content/practice.json");
    writeFileSync(practiceFile, JSON.stringify({ ...(JSON.parse(readFileSync(practiceFile, "utf8")) as object), tradingName: NEW_NAME }, null, 2));
    // In a process of its own, as an operator's shell runs it: the requests keep going meanwhile.
    const built = await buildIn(copy);
    expect(built.status, built.stderr).toBe(0);
    const building = load.phase();

    // The guide's loop: restart one instance, wait for its /readyz, then the other.
    for (const [index, port] of ports.entries()) {
      await instances[index]?.stop("SIGTERM");
      instances[index] = await start(port, url);
    }
    const deploying = load.phase();
    await sleep(3000);
    const after = await load.stop();
    for (const [name, tally] of [
      ["before the deploy", before],
      ["building", building],
      ["restarting both instances in turn", deploying],
      ["after the deploy", after],
    ] as const)
      report(name, tally);

    const failures = [before, building, deploying, after].flatMap((tally) => tally.failures);
    expect(failures, nginx.errorLog()).toEqual([]);
    expect(deploying.sent).toBeGreaterThan(20);
    const post = await fetch(`${url}/blog/${NEW_SLUG}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain(NEW_TITLE);
    expect(await (await fetch(`${url}/`)).text()).toContain(NEW_NAME);
    // A page loaded before the deploy: its script and stylesheet, by their old hashed names, from the new instances.
    expect(JSON.parse(readFileSync(join(copy, "dist/manifest.json"), "utf8"))).not.toMatchObject({ script: manifest.script });
    for (const instance of instances)
      for (const asset of [manifest.script, manifest.stylesheet]) expect((await fetch(`${instance.url}${asset}`)).status, asset).toBe(200);
  }, 400_000);
});
