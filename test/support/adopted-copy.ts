/**
 * `npm run test:adopted`: the suite on a practice's own content. Copies the
 * project (test/support/project-copy.ts), then does what a practice does on adopting it: its own
 * identity in practice.json, its own engagement figures, the shipped posts (and their images)
 * deleted and two posts of its own, a practice area edited. Then runs the unit tiers (with --system
 * the system tier too, with --all the system and browser tiers) in the copy, unchanged, or, with
 * --node-matrix (as `npm test` runs it), the unit tiers on each other Node line. A test that asserts
 * the shipped content instead of reading it fails here.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runFileCleanups } from "./cleanup";
import { adoptPeopleAndPlans } from "./adopt-people";
import { copyProject } from "./project-copy";

/** Another practice altogether: fictional, on the reserved .test domain. */
const ADOPTED_PRACTICE = {
  tradingName: "Riverbend Advisory",
  legalName: "Riverbend Advisory Legal Pty Ltd",
  acn: "004 085 616",
  abn: "51 824 753 556",
  parentFirm: {
    name: "Riverbend Solicitors",
    url: "https://riverbend.test/",
    relationship: "a subsidiary of",
    ownsPractice: true,
  },
  address: {
    careOf: null,
    street: "Level 3, 88 Creek Street",
    locality: "Brisbane City",
    state: "QLD",
    postcode: "4000",
  },
  legalPractitionerDirector: "Alex Marlowe",
  enquiriesEmail: "hello@riverbend.test",
  privacyOfficerEmail: "privacy@riverbend.test",
  phone: "07 3000 1234",
  contactHours: "Monday to Thursday, 9 am to 4 pm Brisbane time",
  answeredBy: "Alex Marlowe, our legal practitioner director",
  bookingUrl: null,
  bookingService: null,
  serviceProviders: [
    { role: "website hosting", name: "Lantern Hosting Pty Ltd", countries: ["Australia"] },
    { role: "email", name: "Postbox Mail Ltd", countries: ["Australia", "Ireland"] },
  ],
  limitedLiabilityScheme: { participates: false, schemeName: null },
  takingClientsFrom: "2027-07-01",
};

const ADOPTED_FIGURES = {
  typicalAnnualBudget: { from: 18_000, to: 64_000 },
  minimumTermMonths: 6,
  noticePeriodDays: 45,
  billingInterval: "quarterly",
  billedInAdvance: false,
  unusedHoursCarriedOver: true,
};

const post = (slug: string, title: string, date: string, tags: string[], body: string) =>
  [
    "---",
    `title: "${title}"`,
    `excerpt: "${title}: what to check first, and when to ask."`,
    "author: alex-marlowe",
    `date: ${date}`,
    `image: /images/blog/${slug}.svg`,
    'imageAlt: "A plain illustration"',
    `tags: [${tags.join(", ")}]`,
    "---",
    "",
    body,
    "",
  ].join("\n");

const ADOPTED_POSTS = {
  "before-you-sign-a-lease": post(
    "before-you-sign-a-lease",
    "Before You Sign a Lease",
    "2026-03-02",
    ["commercial-property", "leasing"],
    "A lease is one of a business's longest commitments.\n\n## Rent reviews\n\nRead how the rent is reviewed before anything else.",
  ),
  "hiring-your-first-employee": post(
    "hiring-your-first-employee",
    "Hiring Your First Employee",
    "2026-04-20",
    ["employment"],
    "The first hire changes what the business owes.\n\n## The award\n\nCheck which award covers the role.",
  ),
};

/** Each post's own image (the shipped placeholder is marked TODO, which the build refuses). */
const POST_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#e8eef3"/><circle cx="600" cy="315" r="180" fill="#1f4e79"/></svg>\n';

/** The copy's content folder for `relative`. */
const content = (copy: string, relative: string) => join(copy, "shared", "content", relative);

function replaceJson(file: string, change: (current: Record<string, unknown>) => Record<string, unknown>): void {
  writeFileSync(
    file,
    `${JSON.stringify(change(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>), null, 2)}\n`,
  );
}

/** A practice area rewritten as its practice would: a new summary and a paragraph of its own. */
function editPracticeArea(copy: string): void {
  const file = content(copy, "practice-areas/commercial-property.md");
  const edited = readFileSync(file, "utf8")
    .replace(
      /^summary: .*$/m,
      'summary: "Leases, licences and premises for Queensland businesses, checked before you commit."',
    )
    .replace(/\n---\n/, "\n---\n\nWe read every lease against the business plan it has to serve.\n");
  writeFileSync(file, edited);
}

/** The project copied and adopted as a practice would adopt it; returns the copy's folder. */
function adoptedCopy(): string {
  const copy = copyProject("site-adopted-");
  replaceJson(content(copy, "practice.json"), () => ADOPTED_PRACTICE);
  // Its own terms, no longer stand-ins.
  replaceJson(content(copy, "engagement.json"), (current) => ({ ...current, ...ADOPTED_FIGURES, standIn: false }));
  const blog = content(copy, "blog");
  for (const file of readdirSync(blog)) {
    // The post goes, and its hero image with it, as a practice tidying up would.
    const image = /^image: *(\/images\/blog\/[^\s]+)$/m.exec(readFileSync(join(blog, file), "utf8"))?.[1];
    if (image && !image.endsWith("/placeholder.svg")) rmSync(join(copy, "public", image), { force: true });
    rmSync(join(blog, file));
  }
  for (const [slug, text] of Object.entries(ADOPTED_POSTS)) {
    writeFileSync(join(blog, `${slug}.md`), text);
    writeFileSync(join(copy, "public", "images", "blog", `${slug}.svg`), POST_IMAGE);
  }
  // Its own director's profile in place of the stand-ins, its posts by them, its plans its own.
  adoptPeopleAndPlans(copy, ADOPTED_PRACTICE.legalPractitionerDirector);
  editPracticeArea(copy);
  // A practice's copy is a clone: tests that list the project's files ask git.
  spawnSync("git", ["init", "--quiet"], { cwd: copy });
  return copy;
}

/** The tiers to run: the unit tiers; `--system` adds the system tier, `--all` the system and browser tiers. */
function tiersAsked(args: readonly string[]): string[] {
  const unit = ["unit", "unit-dom", "unit-source"];
  if (args.includes("--all")) return [...unit, "system", "e2e"];
  return args.includes("--system") ? [...unit, "system"] : unit;
}

/** The copy's tiers, on the running Node. */
function runTiers(copy: string, args: readonly string[]): number {
  const tiers = tiersAsked(args);
  const projects = tiers.flatMap((tier) => ["--project", tier]);
  // The system and browser tiers run the copy's own build.
  const built = tiers.some((tier) => tier === "system" || tier === "e2e")
    ? spawnSync("npm", ["run", "build"], { cwd: copy, stdio: "inherit" }).status
    : 0;
  if (built !== 0) return built ?? 1;
  console.log(`Adopted copy in ${copy}: running vitest ${projects.join(" ")}`);
  const passed = args.filter((arg) => arg !== "--system" && arg !== "--all");
  return spawnSync("npx", ["vitest", "run", ...projects, ...passed], { cwd: copy, stdio: "inherit" }).status ?? 1;
}

/**
 * `--node-matrix`: the copy's unit tiers on every other Node line instead (scripts/node-matrix.ts
 * --unit-root), which is how `npm test` runs them: the running Node has just run them on the shipped
 * content, and a third run of the same tiers would hold nothing the other two do not.
 */
function runNodeMatrix(copy: string): number {
  console.log(`Adopted copy in ${copy}: the Node matrix runs its unit tiers`);
  return (
    spawnSync("npm", ["run", "--silent", "test:node-matrix", "--", "--unit-root", copy], { stdio: "inherit" }).status ??
    1
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const copy = adoptedCopy();
  const status = args.includes("--node-matrix") ? runNodeMatrix(copy) : runTiers(copy, args);
  await runFileCleanups();
  process.exitCode = status;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
