import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BACKUP_RETENTION_DAYS, LOG_RETENTION_DAYS } from "../../shared/lib/retention";
import { tempDir } from "../../test/support/cleanup";
import { COMPLETE_PRACTICE, PRODUCTION_ENV, DECIDED_ENGAGEMENT } from "../../test/support/practice-fixtures";
import { deploymentOf, launchReport, launchReportByActor, type LaunchInputs } from "./check";
import { CONFIRMATIONS_FILE, readConfirmations, recordConfirmation } from "./confirmations";

// What the copy and the deployment depend on that software cannot see.
const TODAY = new Date("2026-11-26T02:00:00Z");
const SET_FIGURES = DECIDED_ENGAGEMENT;
const ALL_CONFIRMED = {
  "interstate-notices": "2026-11-20",
  "professional-standards-scheme": "2026-11-20",
  "server-log-retention": "2026-11-20",
  "backup-prune": "2026-11-20",
};
const report = (inputs: Partial<LaunchInputs>) =>
  launchReport({
    practiceFile: COMPLETE_PRACTICE,
    engagementFile: SET_FIGURES,
    env: PRODUCTION_ENV,
    today: TODAY,
    inContainer: false,
    confirmations: ALL_CONFIRMED,
    ...inputs,
  })
    // The cost comparison's rates age with the calendar, not with this test.
    .filter((finding) => !finding.startsWith("cost comparison:"));

describe("launch check: what the operator confirms", () => {
  it("asks about interstate notices, the scheme, log retention and the backup prune until each is answered", () => {
    const asked = report({ confirmations: {} });
    // The operator's questions first, then the principal's (launch-check's groups, in their order).
    expect(asked).toEqual([
      expect.stringMatching(
        new RegExp(
          `^confirm: the privacy policy says the server's log is kept for ${LOG_RETENTION_DAYS} days.*--confirm server-log-retention$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^confirm: the privacy policy says each backup is deleted ${BACKUP_RETENTION_DAYS} days.*runs daily.*--confirm backup-prune$`,
        ),
      ),
      expect.stringMatching(
        /^confirm: the site says the practice acts for businesses anywhere in Australia: .*--confirm interstate-notices$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^confirm: .*${COMPLETE_PRACTICE.legalName} is a current participant in the ${COMPLETE_PRACTICE.limitedLiabilityScheme.schemeName}.*--confirm professional-standards-scheme$`,
        ),
      ),
    ]);
    const groups = launchReportByActor({
      practiceFile: COMPLETE_PRACTICE,
      engagementFile: SET_FIGURES,
      env: PRODUCTION_ENV,
      today: TODAY,
      inContainer: false,
      confirmations: {},
    });
    const ids = (findings: readonly string[]) => findings.map((finding) => /--confirm (\S+)$/.exec(finding)?.[1]);
    expect(ids(groups.operator)).toEqual(["server-log-retention", "backup-prune"]);
    expect(ids(groups.principal)).toEqual(["interstate-notices", "professional-standards-scheme"]);
    expect(report({})).toEqual([]);
  });

  it("asks about the scheme only of a participant", () => {
    const outside = { ...COMPLETE_PRACTICE, limitedLiabilityScheme: { participates: false, schemeName: null } };
    expect(report({ practiceFile: outside, confirmations: {} })).not.toContainEqual(
      expect.stringContaining("professional-standards-scheme"),
    );
  });

  it("asks again a year after an answer, giving its date", () => {
    expect(report({ confirmations: { ...ALL_CONFIRMED, "backup-prune": "2025-11-01" } })).toEqual([
      expect.stringMatching(/^confirm again \(last confirmed on 2025-11-01\): .*--confirm backup-prune$/),
    ]);
  });

  it("records an answer dated in Queensland, keeps the others, and refuses a question it does not ask", () => {
    const dataDir = tempDir("confirmations-");
    recordConfirmation(dataDir, "interstate-notices", new Date("2026-06-30T15:00:00Z")); // 1 July in Brisbane
    recordConfirmation(dataDir, "backup-prune", TODAY);
    expect(readConfirmations(dataDir)).toEqual({ "interstate-notices": "2026-07-01", "backup-prune": "2026-11-26" });
    expect(JSON.parse(readFileSync(join(dataDir, CONFIRMATIONS_FILE), "utf8"))).toEqual(readConfirmations(dataDir));
    expect(() => recordConfirmation(dataDir, "interstate-notice", TODAY)).toThrow(
      /"interstate-notice" is not a launch-check question: one of interstate-notices, /,
    );
    expect(existsSync(join(dataDir, `${CONFIRMATIONS_FILE}.tmp`))).toBe(false);
  });

  it("reports a malformed answers file as a finding naming it, and asks every question", () => {
    const dataDir = tempDir("confirmations-");
    writeFileSync(join(dataDir, CONFIRMATIONS_FILE), "{ not json");
    const deployment = deploymentOf({ DATA_DIR: dataDir });
    const findings = report({
      confirmations: deployment.confirmations,
      ...(deployment.problem ? { problem: deployment.problem } : {}),
    });
    expect(findings[0]).toMatch(new RegExp(`${CONFIRMATIONS_FILE} is not valid JSON .*: fix or delete it`));
    expect(findings.filter((finding) => finding.startsWith("confirm: "))).toHaveLength(4);
  });
});

describe("launch check in a container (the documented docker run)", () => {
  const DOCKER_ENV = { ...PRODUCTION_ENV, TRUST_PROXY: "1", HOST: "0.0.0.0" };

  it("never advises HOST=127.0.0.1 in a container: it asks about the published port instead, and can pass", () => {
    const findings = report({ env: DOCKER_ENV, inContainer: true });
    expect(findings).toEqual([
      expect.stringMatching(
        /^confirm: TRUST_PROXY is 1 and the container listens on every interface.*-p 127\.0\.0\.1:3000:3000.*--confirm proxy-only-port$/,
      ),
    ]);
    expect(findings.join("\n")).not.toContain("set HOST=127.0.0.1");
    expect(
      report({
        env: DOCKER_ENV,
        inContainer: true,
        confirmations: { ...ALL_CONFIRMED, "proxy-only-port": "2026-11-26" },
      }),
    ).toEqual([]);
  });

  it("outside a container advises HOST=127.0.0.1, or takes the operator's recorded word for a firewall", () => {
    expect(report({ env: DOCKER_ENV })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY is 1 but HOST is 0\.0\.0\.0: .*set HOST=127\.0\.0\.1.*--confirm proxy-only-port$/,
      ),
    ]);
    expect(report({ env: DOCKER_ENV, confirmations: { ...ALL_CONFIRMED, "proxy-only-port": "2026-11-26" } })).toEqual(
      [],
    );
  });

  it("knows a container by the variable systemd and Podman set", () => {
    expect(deploymentOf({ container: "podman", DATA_DIR: tempDir("confirmations-") }).inContainer).toBe(true);
  });
});
