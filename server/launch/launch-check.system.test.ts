// `npm run launch-check` itself, on a practice's content (a copy of the project), as an operator runs
// it: a stand-in profile and a stand-in plan are named in the principal's group, the groups carry
// their counts, and a reader that closes the pipe early gets no stack trace. The expectations are
// written out here, never derived from the report's own code.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONFIRMATION_IDS, recordConfirmation } from "./confirmations";
import { adoptPeopleAndPlans } from "../../test/support/adopt-people";
import { tempDir } from "../../test/support/cleanup";
import { COMPLETE_PRACTICE, DECIDED_ENGAGEMENT, PRODUCTION_ENV } from "../../test/support/practice-fixtures";
import { copyProject } from "../../test/support/project-copy";

/** Settings inherited from the test's own environment that would change the answer. */
const LAUNCH_SETTINGS = [
  "SITE_URL",
  "SMTP_URL",
  "ENQUIRY_TO",
  "ENQUIRY_FROM",
  "DATABASE_URL",
  "FORM_TOKEN_SECRET",
  "NODE_ENV",
  "HOST",
  "TRUST_PROXY",
  "DATA_DIR",
];
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !LAUNCH_SETTINGS.includes(name)),
);

const STAND_IN_PROFILE = [
  "---",
  'name: "Robin Placeholder"',
  'role: "Senior Associate"',
  "admittedYear: 2015",
  'admittedIn: "Queensland"',
  "certificate: employee",
  "certificateRestricted: false",
  "leads: []",
  'register: "https://www.qls.com.au/Search-for-a-solicitor"',
  "standIn: true",
  "order: 2",
  "---",
  "",
  "Robin Placeholder works with {{practice}}'s clients on their contracts.",
  "",
].join("\n");

/** One group of launch-check's printed text: its heading line and its findings. */
function group(stdout: string, heading: string): { readonly heading: string; readonly findings: string[] } {
  const lines = stdout.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`no group "${heading}" in:\n${stdout}`);
  const findings: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("  ")) break;
    findings.push(line.slice(2));
  }
  return { heading: lines[start] ?? "", findings };
}

describe("npm run launch-check on a practice's own content", () => {
  let copy: string;
  const dataDir = tempDir("launch-check-data-");
  const env = { ...inheritedEnv, ...PRODUCTION_ENV, DATA_DIR: dataDir };
  const launchCheck = (extra: NodeJS.ProcessEnv = {}) =>
    spawnSync("npm", ["run", "--silent", "launch-check"], {
      cwd: copy,
      env: { ...env, ...extra },
      encoding: "utf8",
      timeout: 120_000,
    });

  beforeAll(() => {
    copy = copyProject("launch-check-");
    for (const id of CONFIRMATION_IDS) recordConfirmation(dataDir, id, new Date());
    writeFileSync(join(copy, "shared/content/practice.json"), `${JSON.stringify(COMPLETE_PRACTICE, null, 2)}\n`);
    writeFileSync(join(copy, "shared/content/engagement.json"), `${JSON.stringify(DECIDED_ENGAGEMENT, null, 2)}\n`);
    adoptPeopleAndPlans(copy, COMPLETE_PRACTICE.legalPractitionerDirector);
    // The practice's content, ready but for one stand-in profile and one stand-in plan.
    writeFileSync(join(copy, "shared/content/team/robin-placeholder.md"), STAND_IN_PROFILE);
    const plansFile = join(copy, "shared/content/plans.json");
    const plans = JSON.parse(readFileSync(plansFile, "utf8")) as { plans: Array<Record<string, unknown>> };
    const [first] = plans.plans;
    if (!first) throw new Error("plans.json has no plan");
    Object.assign(first, { name: "Harbour Starter", slug: "harbour-starter", standIn: true });
    writeFileSync(plansFile, `${JSON.stringify(plans, null, 2)}\n`);
  });

  it("names the stand-in profile and the stand-in plan, for the principal, and is not ready", () => {
    const check = launchCheck();
    expect(check.stderr).toBe("");
    expect(check.status).toBe(1);
    expect(check.stdout.split("\n")[0]).toBe("Not ready for launch: 2 to do (operator 0, principal 2, authors 0).");
    const principal = group(check.stdout, "For the principal");
    expect(principal.heading).toMatch(/: 2$/);
    expect(principal.findings).toEqual([
      expect.stringMatching(
        /^shared\/content\/team\/robin-placeholder\.md is a stand-in profile \("Robin Placeholder"\)/,
      ),
      expect.stringMatching(/^shared\/content\/plans\.json plan "Harbour Starter" \(harbour-starter\) is a stand-in/),
    ]);
  }, 150_000);

  it("puts each finding under who acts, with each group's count", () => {
    // The operator's: mail unset. The authors': a register link that checks no certificate.
    const profile = join(copy, "shared/content/team/robin-placeholder.md");
    writeFileSync(
      profile,
      STAND_IN_PROFILE.replace("https://www.qls.com.au/Search-for-a-solicitor", "https://www.qls.com.au/"),
    );
    try {
      const check = launchCheck({ SMTP_URL: "" });
      expect(check.status).toBe(1);
      expect(check.stdout.split("\n")[0]).toBe("Not ready for launch: 5 to do (operator 2, principal 2, authors 1).");
      const operator = group(check.stdout, "For the operator");
      expect(operator.heading).toMatch(/: 2$/);
      expect(operator.findings).toEqual([
        expect.stringMatching(/^SMTP_URL is not set/),
        expect.stringMatching(/^the site promises no reply time/),
      ]);
      expect(group(check.stdout, "For the principal").findings).toHaveLength(2);
      const authors = group(check.stdout, "For the content's authors");
      expect(authors.heading).toMatch(/: 1$/);
      expect(authors.findings).toEqual([
        expect.stringMatching(
          /^shared\/content\/team\/robin-placeholder\.md register: "https:\/\/www\.qls\.com\.au\/" is not a search/,
        ),
      ]);
    } finally {
      writeFileSync(profile, STAND_IN_PROFILE);
    }
  }, 150_000);

  it("ends quietly with its status when the reader closes the pipe first (npm run launch-check | head -1)", () => {
    // `true` reads nothing and exits at once: every write meets a closed pipe.
    const piped = spawnSync("bash", ["-c", 'npm run launch-check | true; echo "status ${PIPESTATUS[0]}" >&2'], {
      cwd: copy,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(piped.stderr).not.toMatch(/EPIPE|Error|at /);
    expect(piped.stderr.trim()).toBe("status 1");
  }, 150_000);
});
