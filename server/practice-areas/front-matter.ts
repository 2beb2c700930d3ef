import * as v from "valibot";
import { LEGAL_PRIORITIES } from "../../shared/content/contact-form";
import { PRACTICE_AREAS } from "../../shared/content/home";
import { tags, text } from "../collections/fields";

/** The six areas the spec names (the home page's cards): a page's title must be one of them. */
export const AREA_TITLES = PRACTICE_AREAS.areas.map((area) => area.title);

const SUMMARY_MAX = 200;

/** What each field must hold, in the words an author reads in the build's error. */
export const EXPECTED = {
  title: `one of the six practice areas: ${AREA_TITLES.map((title) => `"${title}"`).join(", ")}`,
  summary: `a one- or two-sentence summary for the card and the search result (text, at most ${SUMMARY_MAX} characters)`,
  priorities: `a list of the enquiry form's Key Legal Priorities this area covers, from: ${LEGAL_PRIORITIES.join(", ")}`,
  tags: "a list of blog tags (declared in shared/content/tags.json) whose posts relate to the area, e.g. [employment, workplace-relations]",
  order: "the area's place in lists, a whole number from 1",
} as const;

export const FRONT_MATTER_FIELDS = Object.keys(EXPECTED) as ReadonlyArray<keyof typeof EXPECTED>;

export const PracticeAreaFrontMatter = v.strictObject(
  {
    title: v.picklist(AREA_TITLES, EXPECTED.title),
    summary: v.pipe(
      text(EXPECTED.summary),
      v.maxLength(
        SUMMARY_MAX,
        (issue) =>
          `${EXPECTED.summary}; it has ${issue.input.length} characters, ${issue.input.length - SUMMARY_MAX} too many`,
      ),
    ),
    priorities: v.pipe(
      v.array(v.picklist(LEGAL_PRIORITIES, EXPECTED.priorities), EXPECTED.priorities),
      v.minLength(1, EXPECTED.priorities),
    ),
    tags: tags(EXPECTED.tags),
    order: v.pipe(v.number(EXPECTED.order), v.integer(EXPECTED.order), v.minValue(1, EXPECTED.order)),
  },
  `unknown field (the fields are: ${FRONT_MATTER_FIELDS.join(", ")})`,
);

export type PracticeAreaFront = v.InferOutput<typeof PracticeAreaFrontMatter>;
