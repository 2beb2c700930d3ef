// `npm run launch-check`: one line per thing still to do before launch, exit 1; "ready", exit 0.
// Run it with the production environment. From a checkout (tsx) it reads practice.json as it is
// now; built (node dist/server/launch-check.js, as in the Docker image) it checks what was built.
// `--confirm ID` records the operator's answer to a question only they can answer, dated today.
import { deploymentOf, launchReport } from "./check";
import { shippedPeopleAndPlans } from "./content-findings";
import { recordConfirmation } from "./confirmations";
import engagementFile from "../../shared/content/engagement.json";
import practiceFile from "../../shared/content/practice.json";

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

const findings = launchReport({ practiceFile, engagementFile, env: process.env, today: new Date(), peopleAndPlans: shippedPeopleAndPlans, ...deploymentOf(process.env) });
if (findings.length === 0) {
  console.log("ready");
} else {
  for (const finding of findings) console.log(finding);
  process.exitCode = 1;
}
