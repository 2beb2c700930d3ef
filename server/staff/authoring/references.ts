import type { ContentRepository } from "../../authoring/types";
import type { Choice } from "./schema-form/describe";
import { readMarkdown } from "./content-files";

export const TEAM_FOLDER = "shared/content/team";
export const BLOG_FOLDER = "shared/content/blog";
export const AREAS_FOLDER = "shared/content/practice-areas";
export const TAGS_FILE = "shared/content/tags.json";

/** What a form's references are chosen from, as the repository holds them now. */
export interface References {
  /** The team's profiles (value: the file's name), the declared tags, the practice areas. */
  readonly choices: Readonly<Record<"team" | "tags" | "areas", readonly Choice[]>>;
  /** The roles the profiles hold (a plan's "answered by" may name one). */
  readonly roles: readonly string[];
}

/** The slugs of a collection folder's Markdown files, in order. */
export async function slugsIn(repository: ContentRepository, folder: string): Promise<string[]> {
  const names = await repository.list(folder);
  return names
    .map((name) => name.split("/").at(-1) ?? name)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}

async function frontOf(repository: ContentRepository, path: string): Promise<Record<string, unknown>> {
  const file = await repository.read(path);
  return file ? readMarkdown(file.bytes).front : {};
}

const str = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value : fallback);

export async function loadReferences(repository: ContentRepository): Promise<References> {
  const team = await Promise.all(
    (await slugsIn(repository, TEAM_FOLDER)).map(async (slug) => ({
      slug,
      front: await frontOf(repository, `${TEAM_FOLDER}/${slug}.md`),
    })),
  );
  const areas = await Promise.all(
    (await slugsIn(repository, AREAS_FOLDER)).map(async (slug) => ({
      slug,
      front: await frontOf(repository, `${AREAS_FOLDER}/${slug}.md`),
    })),
  );
  const tagsFile = await repository.read(TAGS_FILE);
  const tagList: unknown = tagsFile ? JSON.parse(tagsFile.bytes.toString("utf8")) : [];
  const tags = (Array.isArray(tagList) ? tagList : []).flatMap((tag: unknown) => {
    const { slug, label } = (tag ?? {}) as Record<string, unknown>;
    return typeof slug === "string" ? [{ value: slug, label: str(label, slug) }] : [];
  });
  return {
    choices: {
      team: team.map(({ slug, front }) => ({
        value: slug,
        label: `${str(front.name, slug)}${typeof front.role === "string" ? `, ${front.role}` : ""}`,
      })),
      tags,
      areas: areas.map(({ slug, front }) => ({ value: slug, label: str(front.title, slug) })),
    },
    roles: [...new Set(team.map(({ front }) => front.role).filter((role): role is string => typeof role === "string"))],
  };
}
