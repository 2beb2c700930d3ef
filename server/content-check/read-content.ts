import { join } from "node:path";
import { PLANS_FILE, type PlansFile } from "../plans/plans-schema";
import { readPlans } from "../plans/plans";
import { readPosts } from "../blog/load-posts";
import type { BlogPost } from "../blog/post";
import { readPracticeAreas } from "../practice-areas/load-practice-areas";
import type { PracticeAreaPage } from "../practice-areas/practice-area";
import { directorProfileProblem, readTeam } from "../team/load-team";
import type { Person } from "../team/person";
import { readTags } from "../collections/tags";
import type { ContentImages } from "../collections/content-images";
import type { ContentProblem } from "../collections/problems";
import { TAGS_FILE } from "../../shared/content/tags";
import { PROJECT_ROOT } from "../platform/paths";
import { directorNamed, identityProblems } from "./identity-files";

/** Everything the build compiles, checked: present only when no file has a problem. */
export interface CheckedContent {
  readonly practiceAreas: readonly PracticeAreaPage[];
  readonly people: readonly Person[];
  readonly plans: PlansFile;
  readonly posts: readonly BlogPost[];
}

export interface ContentRead {
  /** Every problem in every content file, in the order the build reads them. */
  readonly problems: readonly ContentProblem[];
  readonly content?: CheckedContent;
}

export interface ReadContentOptions {
  /** The project checkout whose shared/content/ and public/ are read (the build's own; a scratch copy for an edit). */
  readonly root?: string;
  /** Keep posts marked draft: true (development, previews); they are checked either way. */
  readonly includeDrafts?: boolean;
  /** The build's content images: the pictures posts, profiles and bodies use are planned into it (absent: served as they are). */
  readonly images?: ContentImages;
}

const CONTENT = ["shared", "content"];

/**
 * Reads and checks every content file, and each file against the others, without building
 * anything: the identity and engagement terms, the declared tags, the practice areas, the team,
 * the plans and the posts. A file with problems of its own is still a name others may use (a
 * profile with a bad date is still the author a post names), so each problem is reported once,
 * where it is.
 */
export function readContent({
  root = PROJECT_ROOT,
  includeDrafts = false,
  images,
}: ReadContentOptions = {}): ContentRead {
  const publicDir = join(root, "public");
  const tagsRead = readTags(join(root, TAGS_FILE), root);
  const tags = tagsRead.declared.map((slug) => ({ slug, label: slug }));
  const areas = readPracticeAreas({
    contentDir: join(root, ...CONTENT, "practice-areas"),
    publicDir,
    rootDir: root,
    tags,
    images,
  });
  const areaSlugs = areas.slugs;
  const team = readTeam({ contentDir: join(root, ...CONTENT, "team"), publicDir, rootDir: root, areaSlugs, images });
  const teamSlugs = team.slugs;
  const teamRoles = [...team.fields.values()].flatMap((fields) =>
    typeof fields.role === "string" ? [fields.role.trim()] : [],
  );
  const plans = readPlans({ areaSlugs, teamSlugs, teamRoles }, join(root, PLANS_FILE), root);
  const posts = readPosts({
    contentDir: join(root, ...CONTENT, "blog"),
    publicDir,
    includeDrafts,
    rootDir: root,
    authors: teamSlugs,
    tags,
    images,
  });
  const written = [...team.fields].map(([slug, fields]) => ({
    slug,
    name: typeof fields.name === "string" ? fields.name.trim() : "",
  }));
  const directorName = directorNamed(root);
  const director =
    directorName === undefined
      ? undefined
      : directorProfileProblem(written, directorName, join(root, ...CONTENT, "team"), root);
  const problems = [
    ...identityProblems(root),
    ...(director ? [director] : []),
    ...tagsRead.problems,
    ...areas.problems,
    ...team.problems,
    ...plans.problems,
    ...posts.problems,
  ];
  if (problems.length > 0 || !plans.plans) return { problems };
  return {
    problems,
    content: { practiceAreas: areas.entries, people: team.entries, plans: plans.plans, posts: posts.entries },
  };
}
