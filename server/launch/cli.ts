// `npm run launch-check`: what is still to do before launch, grouped by who acts, exit 1; "ready", exit 0.
// Run it with the production environment. From a checkout (tsx) it reads practice.json as it is
// now; built (node dist/server/launch-check.js, as in the Docker image) it checks what was built.
// `--confirm ID` records the operator's answer to a question only they can answer, dated today.
import { deploymentOf, launchReportByActor } from "./check";
import { shippedPeopleAndPlans } from "./content-findings";
import { recordConfirmation } from "./confirmations";
import { launchReportText } from "./report-text";
import engagementFile from "../../shared/content/engagement.json";
import practiceFile from "../../shared/content/practice.json";

// A reader that stops early (`npm run launch-check | head -1`) closes the pipe: that ends the
// output, not the check, so it exits with the check's status and no stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

const args = process.argv.slice(2);
const confirmAt = args.indexOf("--confirm");
if (confirmAt >= 0) {
  const id = args[confirmAt + 1] ?? "";
  try {
    const file = recordConfirmation(deploymentOf(process.env).dataDir, id, new Date());
    console.log(`recorded: ${id}, confirmed today, in ${file}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

const groups = launchReportByActor({
  practiceFile,
  engagementFile,
  env: process.env,
  today: new Date(),
  peopleAndPlans: shippedPeopleAndPlans,
  ...deploymentOf(process.env),
});
const text = launchReportText(groups);
if (text !== "ready\n") process.exitCode = 1;
process.stdout.write(text);
