import { FRONT_MATTER_FIELDS, ProfileFrontMatter } from "../../../team/front-matter";
import { readMarkdown, writeMarkdown } from "../content-files";
import { TEAM_FOLDER } from "../references";
import { describeFields } from "../schema-form/describe";
import { schemaProblems } from "../schema-form/problems";
import { checkBody } from "./posts";
import { asString, checkChoice, type Kind } from "./kind";

export const TEAM: Kind = {
  key: "team",
  title: "Team profiles",
  noun: "profile",
  folder: TEAM_FOLDER,
  path: (slug) => `${TEAM_FOLDER}/${slug ?? ""}.md`,
  fields: describeFields(ProfileFrontMatter),
  body: { label: "About them", hint: "Written in Markdown, shown on their page: a paragraph or two about their work." },
  open(bytes) {
    if (!bytes) return { content: {}, body: "" };
    const { front, body } = readMarkdown(bytes);
    return { content: front, body };
  },
  write: (content, body) => writeMarkdown(content, FRONT_MATTER_FIELDS, body),
  check(content, body, context, into) {
    schemaProblems(ProfileFrontMatter, content, into);
    checkChoice(into, "leads", content.leads, context.references.choices.areas, "the practice areas");
    const photo = asString(content.photo);
    if (photo && !context.imageExists(photo)) into.add("photo", `${photo} does not exist: upload the photo.`);
    checkBody(body, context.publicDir, true, (message) => into.add("body", message));
  },
  pages: (slug) => [`/team/${slug ?? ""}`, "/about"],
  blank: () => ({ leads: [], certificateRestricted: false }),
  describe: (slug, content) => `the profile of ${asString(content.name) ?? slug}`,
};
