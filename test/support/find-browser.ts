// `pretest`: make sure a Chromium is there for the browser tests. CHROME_PATH wins, then Debian's
// /usr/bin/chromium; as root with apt-get it installs Debian's package; otherwise it says how.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/**
 * How every tool here starts Chromium: headless, and with nothing that reaches for the network
 * (this machine has none, and background requests are refused many at a time).
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  (path): path is string => Boolean(path),
);

export function findBrowser(): string | undefined {
  for (const path of CANDIDATES) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

function canInstall() {
  return process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

function install() {
  console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const aptInstall = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
      timeout: 600_000,
    });
  if (aptInstall().status !== 0) {
    execFileSync("apt-get", ["update"], { stdio: "inherit", env, timeout: 300_000 });
    if (aptInstall().status !== 0) throw new Error("apt-get install chromium failed");
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  let browser = findBrowser();
  if (!browser && canInstall()) {
    install();
    browser = findBrowser();
  }
  if (!browser) {
    console.error(
      [
        "The browser tests need Chromium, and none was found.",
        `Looked at: ${CANDIDATES.join(", ")}`,
        "Install Debian's package (sudo apt-get install -y chromium) or point CHROME_PATH at a Chromium or Chrome binary.",
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(`browser tests will use ${browser}`);
}
