// `npm run launch-check`: one line per thing still to do before launch, exit 1; "ready", exit 0.
// Run it with the production environment. From a checkout (tsx) it reads practice.json as it is
// now; built (node dist/server/launch-check.js, as in the Docker image) it checks what was built.
import { checkLaunch } from "./check";
import { contentFindings, shippedPeopleAndPlans } from "./content-findings";
import { staleRateFindings } from "./rate-freshness";
import engagementFile from "../../shared/content/engagement.json";
import practiceFile from "../../shared/content/practice.json";

const findings = [...checkLaunch(practiceFile, process.env, engagementFile), ...contentFindings(shippedPeopleAndPlans), ...staleRateFindings(new Date())];
if (findings.length === 0) {
  console.log("ready");
} else {
  for (const finding of findings) console.log(finding);
  process.exitCode = 1;
}
