import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { personSlug } from "../../shared/lib/people";

/**
 * The practice's own people and plans in the copy: its director's profile in place of the stand-in
 * profiles (the footer links the director to it), the posts by the director, the plans its own.
 */
export function adoptPeopleAndPlans(copy: string, director: string): void {
  const slug = personSlug(director);
  const teamDir = join(copy, "shared/content/team");
  for (const file of readdirSync(teamDir)) rmSync(join(teamDir, file));
  const profile = [
    "---",
    `name: "${director}"`,
    'role: "Legal Practitioner Director"',
    "admittedYear: 2008",
    'admittedIn: "Queensland"',
    "certificate: principal",
    "certificateRestricted: false",
    "leads: [corporate-commercial]",
    'register: "https://www.qls.com.au/Search-for-a-solicitor"',
    "order: 1",
    "---",
    "",
    `${director} is the legal practitioner director of {{practice}} and answers new enquiries.`,
    "",
  ].join("\n");
  writeFileSync(join(teamDir, `${slug}.md`), profile);
  const blogDir = join(copy, "shared/content/blog");
  for (const file of readdirSync(blogDir).filter((name) => name.endsWith(".md"))) {
    const post = readFileSync(join(blogDir, file), "utf8");
    writeFileSync(join(blogDir, file), post.replace(/^author: .*$/m, `author: ${slug}`));
  }
  const plansFile = join(copy, "shared/content/plans.json");
  const plans = JSON.parse(readFileSync(plansFile, "utf8")) as {
    plans: Array<Record<string, unknown>>;
    enquiries: Record<string, unknown>;
  };
  for (const plan of plans.plans) {
    delete plan.standIn;
    // Its one lawyer answers every plan's questions: the build refuses an answerer who is not on the team.
    (plan.serviceLevels as { answeredBy: string[] }).answeredBy = [slug];
  }
  delete plans.enquiries.standIn;
  plans.enquiries.repliedBy = slug;
  writeFileSync(plansFile, `${JSON.stringify(plans, null, 2)}\n`);
}
