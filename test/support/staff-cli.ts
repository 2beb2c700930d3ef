import { runCli } from "../../server/enquiries/staff-cli";

/** `npm run enquiries -- …` in process, on the SQLite store in `dataDir()`, at the clock `now`: what it printed and its exit code. */
export function staffCliOn(dataDir: () => string, now: () => Date) {
  return async (...argv: string[]) => {
    let stdout = "";
    let stderr = "";
    const code = await runCli(argv, {
      env: { DATA_DIR: dataDir(), NODE_ENV: "test" },
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      now,
    });
    return { code, stdout, stderr };
  };
}
