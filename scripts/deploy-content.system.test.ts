// A code deploy never takes content off the site: authors publish from the staff area by committing
// in the running release's checkout, and scripts/deploy-release.sh refuses a release that does not
// contain those commits, saying which and what to do, and goes on once they are in what it deploys.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../test/support/cleanup";
import { runDeploy, sourceRepository } from "../test/support/releases";

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const SCRIPT = join(import.meta.dirname, "deploy-release.sh");

describe("deploy-release.sh and the content commits of the running release", () => {
  it("refuses a release without them, naming them and the fix, then deploys once they are merged", async () => {
    const source = sourceRepository();
    const branch = git(source, "symbolic-ref", "--short", "HEAD");
    const siteDir = tempDir("deploy-content-");
    mkdirSync(join(siteDir, "releases"));
    const running = join(siteDir, "releases/20260101T000000Z-running");
    git(siteDir, "clone", "--quiet", source, running);
    symlinkSync("releases/20260101T000000Z-running", join(siteDir, "current"));
    // A post published from the staff area: a commit in the running release only.
    writeFileSync(join(running, "shared/content/blog/published-on-the-server.md"), "---\ntitle: x\n---\n");
    git(running, "add", "-A");
    git(
      running,
      "-c",
      "user.name=Ana Authorson",
      "-c",
      "user.email=ana@practice.example",
      "commit",
      "--quiet",
      "-m",
      "Publish a post from the staff area",
    );
    // Meanwhile a developer changes the code in the practice's repository.
    writeFileSync(join(source, "README.md"), "A code change.\n");
    git(
      source,
      "-c",
      "user.name=Dev",
      "-c",
      "user.email=dev@example.test",
      "commit",
      "--quiet",
      "-am",
      "A code change",
    );
    const env = {
      SITE_DIR: siteDir,
      SOURCE: source,
      PORTS: "",
      INSTALL_COMMAND: "echo the install ran; exit 3",
      CLONE_TIMEOUT_S: "60",
    };

    const refused = await runDeploy(SCRIPT, [branch], env);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(
      "refused: the running release has commits that the code being deployed does not contain",
    );
    expect(refused.output).toMatch(/\d{4}-\d{2}-\d{2} Ana Authorson: Publish a post from the staff area/);
    expect(refused.output).toContain("CONTENT_REMOTE");
    expect(refused.output).toContain("nothing was deployed");
    expect(refused.output).not.toContain("the install ran");
    expect(readdirSync(join(siteDir, "releases"))).toEqual(["20260101T000000Z-running"]);
    expect(readlinkSync(join(siteDir, "current"))).toBe("releases/20260101T000000Z-running");

    // The content commits merged into the practice's repository: the deploy goes on to the install.
    git(
      source,
      "-c",
      "user.name=Dev",
      "-c",
      "user.email=dev@example.test",
      "pull",
      "--quiet",
      "--no-rebase",
      "--no-edit",
      running,
      "HEAD",
    );
    const goesOn = await runDeploy(SCRIPT, [branch], env);
    expect(goesOn.output).not.toContain("refused");
    expect(goesOn.output).toContain("the install ran");
  }, 120_000);
});
