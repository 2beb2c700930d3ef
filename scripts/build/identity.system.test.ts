// The practice's identity end to end: a copy of the project with a different practice.json is
// built and started, and every page, the JSON-LD, the web manifest, the feed and the share image
// carry the new identity and nothing of the shipped stand-ins. Also: launch-check's exit codes, the
// warning a production start logs, and a bad identity stopping the build.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentOf, launchReport, SHIPPED_STAND_INS } from "../../server/launch/check";
import { shippedPeopleAndPlans } from "../../server/launch/content-findings";
import { findingsInText } from "../../server/launch/report-text";
import { CONFIRMATION_IDS, recordConfirmation } from "../../server/launch/confirmations";
import engagementFile from "../../shared/content/engagement.json";
import practiceFile from "../../shared/content/practice.json";
import { PRACTICE } from "../../shared/content/practice";
import type { Practice } from "../../shared/content/practice-schema";
import { SITE } from "../../shared/content/site";
import { renderShareImage } from "./share-image";
import { COMPLETE_PRACTICE, PRODUCTION_ENV, DECIDED_ENGAGEMENT } from "../../test/support/practice-fixtures";
import { tempDir } from "../../test/support/cleanup";
import { adoptPeopleAndPlans } from "../../test/support/adopt-people";
import { copyProject as copyProjectOf } from "../../test/support/project-copy";
import { startServer, type RunningServer } from "../../test/support/server-process";
import { newestShippedPost } from "../../test/support/blog";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NEW_PRACTICE: Practice = { ...COMPLETE_PRACTICE, tradingName: "Harbourline Counsel" };
const PAGES = [
  "/",
  "/blog",
  `/blog/${newestShippedPost().slug}`,
  "/terms-of-service",
  "/privacy-policy",
  "/accessibility",
  "/contact/received",
  "/no-such-page",
];
/** Every shipped stand-in, and the shipped trading name and emails, as they could appear in HTML, JSON or XML. */
const OLD_VALUES = [
  ...new Set([
    ...Object.values(SHIPPED_STAND_INS),
    PRACTICE.tradingName,
    PRACTICE.enquiriesEmail,
    PRACTICE.privacyOfficerEmail,
    new URL(SHIPPED_STAND_INS["parentFirm.url"]).hostname,
  ]),
];
/** Settings that would change launch-check's answer, removed from the environment the tests inherit. */
const LAUNCH_SETTINGS = [
  "SITE_URL",
  "SMTP_URL",
  "ENQUIRY_TO",
  "ENQUIRY_FROM",
  "DATABASE_URL",
  "FORM_TOKEN_SECRET",
  "NODE_ENV",
];
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !LAUNCH_SETTINGS.includes(name)),
);

const copyProject = () => copyProjectOf("site-identity-");

const run = (cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { cwd, env: { ...inheritedEnv, ...env }, encoding: "utf8", timeout: 120_000 });

const launchCheck = (cwd: string, env: NodeJS.ProcessEnv = {}) =>
  run(cwd, "npm", ["run", "--silent", "launch-check"], env);

const HOME_SHARE_IMAGE = (brand: string, launchYear: number | string = SITE.launchYear) =>
  renderShareImage({
    brand,
    title: "Your business,\nyour counsel.",
    subtitle: SITE.subline,
    meta: `Outsourced general counsel · Australia-wide · Launching ${launchYear}`,
  });

describe("a changed identity, built and served", () => {
  let copy: string;
  let server: RunningServer;
  // A practice ready to launch has answered what only it can answer (server/launch/confirmations.ts).
  const dataDir = tempDir("site-identity-data-");
  const READY_ENV = { ...PRODUCTION_ENV, DATA_DIR: dataDir };

  beforeAll(async () => {
    copy = copyProject();
    for (const id of CONFIRMATION_IDS) recordConfirmation(dataDir, id, new Date());
    writeFileSync(join(copy, "shared/content/practice.json"), `${JSON.stringify(NEW_PRACTICE, null, 2)}\n`);
    adoptPeopleAndPlans(copy, NEW_PRACTICE.legalPractitionerDirector);
    // A practice ready to launch has also decided the figures /how-we-work publishes.
    writeFileSync(join(copy, "shared/content/engagement.json"), `${JSON.stringify(DECIDED_ENGAGEMENT, null, 2)}\n`);
    const build = run(copy, process.execPath, ["--import", "tsx", "scripts/build.ts"]);
    expect(build.status, build.stderr).toBe(0);
    server = await startServer({ root: copy, env: PRODUCTION_ENV, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(PAGES)("%s names the new practice and nothing of the stand-ins", async (path) => {
    const html = await (await fetch(server.url + path)).text();
    expect(html).toContain(NEW_PRACTICE.tradingName);
    expect(html).toContain(NEW_PRACTICE.legalName);
    expect(html).toContain(NEW_PRACTICE.parentFirm.url);
    for (const old of OLD_VALUES) expect(html, `${path} still says "${old}"`).not.toContain(old);
  });

  it("puts the new identity in the JSON-LD", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );
    const service = blocks.find((block) => block["@type"] === "LegalService");
    expect(service).toMatchObject({
      name: NEW_PRACTICE.tradingName,
      legalName: NEW_PRACTICE.legalName,
      email: NEW_PRACTICE.enquiriesEmail,
      address: {
        streetAddress: `c/o ${NEW_PRACTICE.address.careOf}, ${NEW_PRACTICE.address.street}`,
        addressLocality: NEW_PRACTICE.address.locality,
        postalCode: NEW_PRACTICE.address.postcode,
      },
    });
    // A related entity, not owned by the firm: no parentOrganization.
    expect(service).not.toHaveProperty("parentOrganization");
  });

  it("names the practice in the web manifest and the feed", async () => {
    const manifest = (await (await fetch(`${server.url}/site.webmanifest`)).json()) as {
      name: string;
      short_name: string;
    };
    expect([manifest.name, manifest.short_name]).toEqual([NEW_PRACTICE.tradingName, NEW_PRACTICE.tradingName]);
    const feed = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    expect(feed).toContain(`<title>${NEW_PRACTICE.tradingName}: `);
    for (const old of OLD_VALUES) expect(feed).not.toContain(old);
  });

  it("draws the share image from the new identity", async () => {
    const response = await fetch(`${server.url}/images/og-image.png`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.readUInt32BE(16)).toBe(1200);
    expect(served.readUInt32BE(20)).toBe(630);
    expect(
      served.equals(await HOME_SHARE_IMAGE(NEW_PRACTICE.tradingName, NEW_PRACTICE.takingClientsFrom.slice(0, 4))),
    ).toBe(true);
    expect(served.equals(await HOME_SHARE_IMAGE(PRACTICE.tradingName))).toBe(false);
  });

  it("is ready for launch: launch-check says so and exits 0, and a production start logs no finding", () => {
    const check = launchCheck(copy, READY_ENV);
    expect(check.stdout.trim()).toBe("ready");
    expect(check.status).toBe(0);
    expect(server.logLines().filter((line) => line.findings)).toEqual([]);
  });

  it("stops the build on a malformed identity, naming the file and the field, and leaves the last build in place", async () => {
    writeFileSync(
      join(copy, "shared/content/practice.json"),
      `${JSON.stringify({ ...NEW_PRACTICE, acn: "004 085 617" }, null, 2)}\n`,
    );
    const build = run(copy, process.execPath, ["--import", "tsx", "scripts/build.ts"]);
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(ACN_PROBLEM);
    expect(JSON.parse(readFileSync(join(copy, "dist/public/site.webmanifest"), "utf8")).name).toBe(
      NEW_PRACTICE.tradingName,
    );
  });

  it("does not take npm start down: it tries the build, then serves the last good one and names the problem at error level", async () => {
    const second = await startServer({ root: copy, env: PRODUCTION_ENV, timeoutMs: 120_000 });
    try {
      const failure = second
        .logLines()
        .find((line) => line.level === 50 && String(line.msg).startsWith("the build failed"));
      expect(failure?.build).toMatch(ACN_PROBLEM);
      expect(await (await fetch(`${second.url}/`)).text()).toContain(NEW_PRACTICE.tradingName);
    } finally {
      await second.stop();
    }
  }, 150_000);
});

/** The build's report of the bad ACN: the file at the field's line, what it is, the field, what is expected and what it has. */
const ACN_PROBLEM =
  /shared\/content\/practice\.json:\d+:\d+: the practice's details, acn:\n +expected an ACN: 9 digits with a valid check digit \(got "004 085 617"\)/;

describe("the practice's own content, not yet ready (no SITE_URL, nothing confirmed)", () => {
  it("fails launch-check with one line per finding under who acts, exit 1", () => {
    const dataDir = tempDir("site-launch-data-");
    const check = launchCheck(ROOT, { DATA_DIR: dataDir });
    const env = { ...inheritedEnv, DATA_DIR: dataDir };
    expect(findingsInText(check.stdout)).toEqual(
      launchReport({
        practiceFile,
        engagementFile,
        env,
        today: new Date(),
        peopleAndPlans: shippedPeopleAndPlans,
        ...deploymentOf(env),
      }),
    );
    expect(check.stdout).toContain("SITE_URL is not set");
    expect(check.status).toBe(1);
  });

  // A production start logged 15 findings where launch-check listed 19.
  it("is logged once at warn by a production start, which serves anyway: the list launch-check prints", async () => {
    const server = await startServer({ env: { ENQUIRY_TO: "" } });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const warnings = server.logLines().filter((line) => line.findings);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe(40);
      // The built launch check, with the server's own environment (its http://127.0.0.1 SITE_URL is flagged too).
      const serverEnv = {
        NODE_ENV: "production",
        PORT: String(server.port),
        HOST: "127.0.0.1",
        SITE_URL: server.url,
        DATA_DIR: server.dataDir,
        SMTP_URL: "",
        ENQUIRY_TO: "",
      };
      const check = spawnSync(process.execPath, ["dist/server/launch-check.js"], {
        cwd: ROOT,
        env: { ...process.env, ...serverEnv },
        encoding: "utf8",
      });
      expect(warnings[0]?.findings).toEqual(findingsInText(check.stdout));
      expect(warnings[0]?.findings).toContain('SITE_URL points at this machine ("' + server.url + '")');
    } finally {
      await server.stop();
    }
  });
});
