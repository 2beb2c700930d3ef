import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PRACTICE } from "../../shared/content/practice";
import { PRACTICE_FILE } from "../../shared/content/practice-schema";
import { personSlug } from "../../shared/lib/people";
import {
  ContentError,
  readCollection,
  type CollectionFile,
  type CollectionRead,
  type Report,
} from "../collections/collection";
import { didYouMean } from "../collections/nearest";
import { serveImage, type ContentImages } from "../collections/content-images";
import { listed, names, nearestListed, type Referable } from "../collections/references";
import { PROJECT_ROOT, PUBLIC_DIR } from "../platform/paths";
import type { ContentProblem } from "../collections/problems";
import { SLUG_PATTERN } from "../collections/fields";
import { compiledTeamFile } from "./compiled-team";
import { EXPECTED, ProfileFrontMatter, type ProfileFront } from "./front-matter";
import type { Person } from "./person";

/** The profiles the site ships: one Markdown file per person. */
export const TEAM_DIR = join(PROJECT_ROOT, "shared", "content", "team");
/** A short biography: a paragraph or two, not a CV. */
const MAX_BIO_WORDS = 250;
/**
 * Words a Queensland solicitor may not use of themselves without the accreditation or proof behind
 * them (ASCR r 36: no false, misleading or deceptive statement; "specialist" is for accredited
 * specialists). The build refuses them in a biography.
 */
const UNPROVABLE = /\b(?:specialis|expert|guarantee|best\b|leading\b|award-winning\b|renowned\b|top\b)/i;
/** The whole word a claim starts ("specialist", "guaranteed"), for the message. */
const wordAt = (text: string, index: number) => /^[\w-]+/.exec(text.slice(index))![0];

interface LoadTeamOptions {
  readonly contentDir?: string;
  readonly publicDir?: string;
  readonly rootDir?: string;
  /** The practice areas' slugs, which a profile's `leads` must name (UNCHECKED only where the areas are not at hand: the launch check). */
  readonly areaSlugs: Referable;
  /** The build's content images: photos are resized for the pages (absent: served as they are). */
  readonly images?: ContentImages;
}

/**
 * Reads, checks and renders every profile (the content collection "team's profiles"). Throws one
 * ContentError naming each file and field that is wrong, which stops the build.
 */
export function loadTeam(options: LoadTeamOptions): Person[] {
  const { entries, problems } = readTeam(options);
  if (problems.length > 0) throw new ContentError("team's profiles", problems);
  return entries;
}

/** "Jane Citizen's profile", by the name as written, or its file name. */
export const profileLabel = (fields: Readonly<Record<string, unknown>> | undefined, slug: string) =>
  typeof fields?.name === "string" && fields.name.trim() ? `${fields.name.trim()}'s profile` : `the profile ${slug}.md`;

/** As loadTeam, but returns the profiles that are good and every problem in every profile, never throwing for one. */
export function readTeam({
  contentDir = TEAM_DIR,
  publicDir = PUBLIC_DIR,
  rootDir = PROJECT_ROOT,
  areaSlugs,
  images,
}: LoadTeamOptions): CollectionRead<Person> {
  return readCollection({
    name: "team's profiles",
    contentDir,
    rootDir,
    publicDir,
    images,
    schema: ProfileFrontMatter,
    expected: EXPECTED,
    placeholders: { "{{practice}}": { value: PRACTICE.tradingName, means: "the practice's trading name" } },
    label: profileLabel,
    checkFields: (fields, _markdown, report) => checkLeads(fields.leads, areaSlugs, report),
    toEntry: (file, report) => toPerson(file, { publicDir, areaSlugs, images }, report),
    checkAll(entries) {
      const names = new Map<string, string>();
      for (const { entry, report } of entries) {
        const same = names.get(entry.name);
        if (same) report("name", `"${entry.name}" already has a profile: ${same}`);
        else names.set(entry.name, entry.slug);
      }
    },
  });
}

/** Each area a profile leads exists: checked on the field as written, so a profile with another problem is told this too. */
function checkLeads(leads: unknown, areaSlugs: Referable, report: Report): void {
  if (!Array.isArray(leads)) return;
  leads.forEach((area: unknown, index) => {
    // An entry that is not a slug at all is the schema's to name.
    if (typeof area !== "string" || !SLUG_PATTERN.test(area) || names(areaSlugs, area)) return;
    const suggestion = nearestListed(areaSlugs, area);
    report(
      `leads.${index}`,
      `expected ${EXPECTED.leads}; no practice area is called "${area}"${didYouMean(suggestion)} (the areas: ${listed(areaSlugs)})`,
      suggestion ? { suggestion } : {},
    );
  });
}

function toPerson(
  { slug, file, front, markdown, body }: CollectionFile<ProfileFront>,
  { publicDir = PUBLIC_DIR, areaSlugs, images }: Pick<LoadTeamOptions, "publicDir" | "areaSlugs" | "images">,
  report: Report,
): Person | undefined {
  let ok = true;
  const fail = (field: string, problem: string) => {
    report(field, problem);
    ok = false;
  };
  // checkLeads reported each area that does not exist.
  if (front.leads.some((area) => !names(areaSlugs, area))) ok = false;
  const photo =
    front.photo === undefined
      ? undefined
      : serveImage(images, publicDir, front.photo, "photo", { file, field: "photo" });
  if (photo && "problem" in photo) fail("photo", `expected ${EXPECTED.photo}; ${front.photo} ${photo.problem}`);
  if (front.photo !== undefined && front.photoAlt === undefined)
    fail("photoAlt", `expected ${EXPECTED.photoAlt}; a photo needs one`);
  if (ok && body?.words === 0) fail("body", "expected a short biography after the front matter; it is empty");
  if (body && body.words > MAX_BIO_WORDS)
    fail("body", `expected a short biography of at most ${MAX_BIO_WORDS} words; it has ${body.words}`);
  const unprovable = UNPROVABLE.exec(markdown);
  if (unprovable)
    fail(
      "body",
      `"${wordAt(markdown, unprovable.index)}" is a claim the practice cannot show (ASCR r 36): say what the person does instead`,
    );
  if (!ok || !body) return undefined;
  return {
    slug,
    name: front.name,
    role: front.role,
    admitted: { year: front.admittedYear, jurisdiction: front.admittedIn },
    certificate: front.certificate,
    certificateRestricted: front.certificateRestricted,
    leads: [...new Set(front.leads)],
    register: front.register,
    ...(photo && "image" in photo ? { photo: { ...photo.image, alt: front.photoAlt ?? front.name } } : {}),
    standIn: front.standIn,
    order: front.order,
    html: body.html,
  };
}

/**
 * The footer names practice.json's legal practitioner director and links to their profile, at the
 * slug of their name: a director without that profile stops the build, naming the file and field.
 */
export function checkDirectorProfile(
  people: readonly Person[],
  director = PRACTICE.legalPractitionerDirector,
  contentDir = TEAM_DIR,
): void {
  const problem = directorProfileProblem(people, director, contentDir);
  if (problem) throw new ContentError("team's profiles", [problem]);
}

/** The director without the profile the footer links to, as a problem in practice.json; undefined when they have it. */
export function directorProfileProblem(
  people: readonly Pick<Person, "slug" | "name">[],
  director = PRACTICE.legalPractitionerDirector,
  contentDir = TEAM_DIR,
  rootDir = PROJECT_ROOT,
): ContentProblem | undefined {
  const slug = personSlug(director);
  if (people.some((person) => person.slug === slug && person.name === director)) return undefined;
  return {
    file: PRACTICE_FILE,
    fieldPath: "legalPractitionerDirector",
    label: "the practice's details",
    message: `expected a profile of "${director}" in ${relative(rootDir, contentDir)}/${slug}.md (with name: "${director}"), which the footer links to`,
  };
}

/** The build's step for the team (scripts/build.ts): check and render every profile into `distDir`/team.json. */
export function compileTeam(
  distDir: string,
  areaSlugs: readonly string[],
  checked?: readonly Person[],
): readonly Person[] {
  const people = checked ?? loadTeam({ areaSlugs });
  if (!checked) checkDirectorProfile(people);
  writeFileSync(compiledTeamFile(distDir), `${JSON.stringify(people)}\n`);
  return people;
}
