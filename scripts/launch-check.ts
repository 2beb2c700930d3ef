// `npm run launch-check`: one line per thing still to do before launch, exit 1; "ready", exit 0.
// Run it where the site will run, with its environment: it reads practice.json as it is now.
import { launchFindings } from "../server/launch-check";
import { PRACTICE } from "../shared/content/practice";

const findings = launchFindings(PRACTICE, process.env);
if (findings.length === 0) {
  console.log("ready");
} else {
  for (const finding of findings) console.log(finding);
  process.exitCode = 1;
}
