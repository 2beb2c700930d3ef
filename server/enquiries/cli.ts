import { ConfigError } from "../platform/config";
import { runCli } from "./staff-cli";

/** Entry point of the staff CLI (`npm run enquiries -- ...`, built to dist/server/enquiries-cli.js); staff-cli.ts reads the options, and each command is in staff-commands/. */
runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `enquiries: ${(error as Error).message}`}\n`,
    );
    process.exitCode = 1;
  },
);
