// Deploying new code without an outage and without losing an enquiry: the two-instance upstream of
// docs/operations.md in Debian's nginx, and the guide's deploy, scripts/deploy-release.sh, under
// requests at a steady rate with an enquiry every quarter of a second. The new release is installed
// and built in a folder of its own while the instances serve from theirs, then each instance restarts
// onto it in turn. No request may fail, every acknowledged enquiry is stored and mailed, not one
// file of the release the servers run from changes, and --rollback takes them back.
// Only two things stand in for the machine's: systemd (test/support/releases.ts, startSupervisor)
// and npm ci's download (INSTALL_STAND_IN, which deletes and refills node_modules as npm ci does).
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/enquiries/sqlite-driver";
import { DATABASE_FILE } from "../server/enquiries/store-sqlite";
import { tempDir } from "../test/support/cleanup";
import { startNginx, type RunningNginx } from "../test/support/nginx";
import {
  changedFiles,
  commitAll,
  DOWNLOAD_S,
  INSTALL_STAND_IN,
  runDeploy,
  snapshot,
  sourceRepository,
  startSupervisor,
  type Supervisor,
} from "../test/support/releases";
import { freePort } from "../test/support/server-process";
import { startSmtpSink, waitFor } from "../test/support/smtp-sink";
import { steadyLoad, type LoadRequest, type LoadTally } from "../test/support/steady-load";

const NEW_SLUG = "deployed-without-an-outage";
const NEW_TITLE = "Deployed without an outage";
const NEW_NAME = "Fixture Deploying Counsel";
/** When the enquiries begin after the install does: inside its download (DOWNLOAD_S), once node_modules is deleted. */
const ENQUIRIES_AFTER_MS = (DOWNLOAD_S * 1000) / 2;

/** The guide's nginx blocks (section "Deploying new code"), with the test's ports for 3001 and 3002. */
function guideNginx(ports: readonly [number, number]): { upstream: string; location: string } {
  const guide = readFileSync(join(import.meta.dirname, "../docs/operations.md"), "utf8");
  const section = guide.slice(guide.indexOf("### Deploying new code"));
  const blocks = [...section.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? "")
      .replace(/127\.0\.0\.1:3001/g, `127.0.0.1:${ports[0]}`)
      .replace(/127\.0\.0\.1:3002/g, `127.0.0.1:${ports[1]}`),
  );
  const upstream = blocks.find((block) => block.startsWith("upstream "));
  const location = blocks.find((block) => block.startsWith("location / "));
  if (!upstream || !location) throw new Error("docs/operations.md, Deploying new code: no upstream or location block");
  return { upstream, location };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (name: string, tally: LoadTally) =>
  console.log(
    `${name}: ${tally.sent} requests in ${tally.seconds.toFixed(1)} s, ${tally.failed} failed${tally.failed ? `: ${tally.failures.join("; ")}` : ""}`,
  );

describe("a code deploy into a release folder of its own, behind the guide's nginx upstream", () => {
  let siteDir: string;
  let dataDir: string;
  const ports: [number, number] = [0, 0];
  let source: string;
  let supervisor: Supervisor;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let nginx: RunningNginx | undefined;
  let deployEnv: Record<string, string>;
  let manifest: { script: string; stylesheet: string };
  /** The address of every enquiry posted, in order. */
  const posted: string[] = [];
  const currentRelease = () => readlinkSync(join(siteDir, "current"));

  beforeAll(async () => {
    siteDir = tempDir("site-deploy-");
    dataDir = join(siteDir, "data");
    mkdirSync(dataDir);
    source = sourceRepository();
    sink = await startSmtpSink();
    ports[0] = await freePort();
    ports[1] = await freePort();
    const nginxPort = await freePort();
    const origin = `http://127.0.0.1:${nginxPort}`;
    supervisor = await startSupervisor(siteDir, () => ({
      dataDir,
      env: {
        TRUST_PROXY: "1",
        SITE_URL: origin,
        RATE_LIMIT_MAX: "100000",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        ENQUIRY_TO: "enquiries@example.test",
      },
    }));
    const { upstream, location } = guideNginx(ports);
    nginx = await startNginx(
      `${upstream}\n  server {\n    listen 127.0.0.1:${nginxPort};\n    ${location}\n  }`,
      nginxPort,
    );
    deployEnv = {
      SITE_DIR: siteDir,
      PORTS: ports.join(" "),
      RESTART_COMMAND: supervisor.restartCommand,
      INSTALL_COMMAND: INSTALL_STAND_IN,
    };
    // The first release, as the guide's first deploy makes it: from the repository, before any current.
    const first = await runDeploy(join(source, "scripts/deploy-release.sh"), [], { ...deployEnv, SOURCE: source });
    expect(first.code, first.output).toBe(0);
    manifest = JSON.parse(readFileSync(join(siteDir, "current/dist/manifest.json"), "utf8")) as typeof manifest;
  }, 400_000);
  afterAll(async () => {
    await nginx?.stop();
    await supervisor?.stopAll();
    await sink?.close();
  });

  /**
   * Whether the load posts enquiries. A server loads some modules only at its first enquiry (the body
   * parser's character encodings): the deploy's enquiries begin once its install has deleted
   * node_modules and is fetching (INSTALL_STAND_IN), so each instance's first one arrives while the
   * install runs, as an operator's first visitor after a restart would.
   */
  let postEnquiries = false;
  /** Pages, the previous build's assets, a 404, and an enquiry every fifth request (4 a second). */
  const requests = (index: number): LoadRequest => {
    if (postEnquiries && index % 5 === 4) {
      const email = `load-${index}-${posted.length}@example.net`;
      posted.push(email);
      const body = JSON.stringify({
        name: "Steady Load",
        company: "Load Pty Ltd",
        email,
        message: "Sent during a deploy.",
      });
      return {
        path: "/api/enquiries",
        init: {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": `deploy-${posted.length}-${Date.now()}` },
          body,
        },
        ok: (status) => status === 201,
      };
    }
    const paths = ["/", "/blog", manifest.script, "/how-we-work", manifest.stylesheet, "/privacy-policy", "/nowhere"];
    const path = paths[index % paths.length] ?? "/";
    // The previous build's assets must be there, not merely not a 5xx.
    return { path, ...(path.startsWith("/assets/") ? { ok: (status: number) => status === 200 } : {}) };
  };

  /** Runs the script under load; the phases are split where it starts restarting instances. */
  async function deployUnderLoad(
    args: string[],
  ): Promise<{ code: number | null; output: string; phases: [string, LoadTally][] }> {
    if (!nginx) throw new Error("nginx did not start");
    postEnquiries = args.includes("--rollback");
    const load = steadyLoad(nginx.url, requests);
    await sleep(3000);
    const phases: [string, LoadTally][] = [["before", load.phase()]];
    const run = await runDeploy(join(siteDir, "current/scripts/deploy-release.sh"), args, deployEnv, (line) => {
      if (line.includes("installing and building")) setTimeout(() => (postEnquiries = true), ENQUIRIES_AFTER_MS);
      if (line.includes("restarting the instance") && phases.length === 1)
        phases.push([
          args.includes("--rollback") ? "switching the links" : "cloning, installing and building",
          load.phase(),
        ]);
    });
    phases.push(["restarting both instances in turn", load.phase()]);
    await sleep(3000);
    phases.push(["after", await load.stop()]);
    for (const [name, tally] of phases) report(name, tally);
    return { ...run, phases };
  }

  it("installs and builds beside the running release, changes none of its files, loses no enquiry, then serves the new code", async () => {
    const running = currentRelease();
    // A release from before the previous one: the deploy deletes it.
    const stale = join(siteDir, "releases", "20000101T000000Z-0000000");
    mkdirSync(stale);
    const blogDir = join(source, "shared/content/blog");
    const sourcePost = readdirSync(blogDir).find((name) => name.endsWith(".md")) ?? "";
    writeFileSync(
      join(blogDir, `${NEW_SLUG}.md`),
      readFileSync(join(blogDir, sourcePost), "utf8").replace(/^title: .*$/m, `title: "${NEW_TITLE}"`),
    );
    const practiceFile = join(source, "shared/content/practice.json");
    writeFileSync(
      practiceFile,
      JSON.stringify({ ...(JSON.parse(readFileSync(practiceFile, "utf8")) as object), tradingName: NEW_NAME }, null, 2),
    );
    commitAll(source, "a new post and a new name");
    const before = snapshot(join(siteDir, running));

    const deployed = await deployUnderLoad([]);
    expect(deployed.code, deployed.output).toBe(0);
    const failures = deployed.phases.flatMap(([, tally]) => tally.failures);
    expect(failures, nginx?.errorLog()).toEqual([]);
    expect(deployed.phases[1]?.[1].sent, "requests during the install and build").toBeGreaterThan(40);

    // Not one file of the release the servers ran from was written, replaced or deleted.
    expect(changedFiles(before, snapshot(join(siteDir, running)))).toEqual([]);
    expect(currentRelease()).not.toBe(running);
    // The install emptied node_modules; the build started from the running release's cache instead:
    // every entry is there, those for the old name included, which this build would not have made.
    const cacheOf = (release: string) => {
      const dir = join(siteDir, release, "node_modules/.cache/site-build");
      return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }).sort() : [];
    };
    expect(cacheOf(running).length, "the first release's build cache").toBeGreaterThan(0);
    expect(cacheOf(running).filter((file) => !cacheOf(currentRelease()).includes(file))).toEqual([]);
    expect(readlinkSync(join(siteDir, "previous"))).toBe(running);
    expect(existsSync(stale)).toBe(false);

    const url = nginx?.url ?? "";
    const post = await fetch(`${url}/blog/${NEW_SLUG}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain(NEW_TITLE);
    expect(await (await fetch(`${url}/`)).text()).toContain(NEW_NAME);
    // A page loaded before the deploy: its script and stylesheet, by their old hashed names, from the new instances.
    for (const port of ports)
      for (const asset of [manifest.script, manifest.stylesheet])
        expect((await fetch(`http://127.0.0.1:${port}${asset}`)).status, asset).toBe(200);
  }, 600_000);

  it("rolls back to the previous release the same way, with no failed request", async () => {
    const [deployedRelease, previous] = [currentRelease(), readlinkSync(join(siteDir, "previous"))];
    const rolledBack = await deployUnderLoad(["--rollback"]);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(
      rolledBack.phases.flatMap(([, tally]) => tally.failures),
      nginx?.errorLog(),
    ).toEqual([]);
    expect(currentRelease()).toBe(previous);
    expect(readlinkSync(join(siteDir, "previous"))).toBe(deployedRelease);
    expect(await (await fetch(`${nginx?.url ?? ""}/`)).text()).not.toContain(NEW_NAME);
  }, 300_000);

  it("deploys nothing when the new release does not build, and says why", async () => {
    const [current, previous, releases] = [
      currentRelease(),
      readlinkSync(join(siteDir, "previous")),
      readdirSync(join(siteDir, "releases")),
    ];
    const blogDir = join(source, "shared/content/blog");
    const sourcePost = readdirSync(blogDir).find((name) => name.endsWith(".md")) ?? "";
    writeFileSync(
      join(blogDir, "does-not-build.md"),
      readFileSync(join(blogDir, sourcePost), "utf8").replace(/^date: .*$/m, "date: 2026-02-30"),
    );
    commitAll(source, "a post with a date that does not exist");

    const refused = await runDeploy(join(siteDir, "current/scripts/deploy-release.sh"), [], deployEnv);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain("does-not-build.md:");
    expect(refused.output).toMatch(/, date:\s/);
    expect(refused.output).toContain("nothing was deployed");
    expect(refused.output).not.toContain("restarting the instance");
    expect([currentRelease(), readlinkSync(join(siteDir, "previous")), readdirSync(join(siteDir, "releases"))]).toEqual(
      [current, previous, releases],
    );
  }, 300_000);

  it("stored and mailed every enquiry it acknowledged, through the deploy and the rollback, in the data folder shared by every release", async () => {
    expect(posted.length).toBeGreaterThan(20);
    const db = openDatabase(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    const stored = new Set(
      (db.prepare("SELECT email FROM enquiries").all() as { email: string }[]).map((row) => row.email),
    );
    db.close();
    expect(posted.filter((email) => !stored.has(email))).toEqual([]);
    await waitFor(
      () => posted.every((email) => sink.received.some((mail) => mail.decoded.includes(email))),
      60_000,
    ).catch(() => {});
    const mailed = posted.filter((email) => sink.received.some((mail) => mail.decoded.includes(email)));
    console.log(
      `${posted.length} enquiries posted and acknowledged: ${posted.filter((email) => stored.has(email)).length} stored, ${mailed.length} mailed`,
    );
    expect(posted.filter((email) => !mailed.includes(email))).toEqual([]);
  }, 120_000);
});
