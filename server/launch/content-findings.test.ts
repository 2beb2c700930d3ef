import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import { ContentError } from "../collections/collection";
import { contentFindings } from "./content-findings";
import { PRACTISING_CERTIFICATE_SEARCH } from "./claims-findings";
import { PRACTICE } from "../../shared/content/practice";
import { personSlug } from "../../shared/lib/people";

describe("launch-check's findings for the people and the plans", () => {
  const { team, plans } = fixtureContent();
  if (!plans) throw new Error("the fixture has plans");

  it("lists each stand-in profile, each stand-in plan and stand-in enquiry terms", () => {
    const findings = contentFindings(() => ({ people: team.people, plans }));
    const standIns = [
      ...team.people.filter((person) => person.standIn).map((person) => person.slug),
      ...plans.plans.filter((plan) => plan.standIn).map((plan) => plan.name),
    ];
    expect(standIns.length).toBeGreaterThan(1);
    for (const standIn of standIns) expect(findings).toContainEqual(expect.stringContaining(standIn));
    expect(findings.some((finding) => finding.includes("enquiries is a stand-in"))).toBe(plans.enquiries.standIn);
  });

  it("has nothing to say once every profile and plan is the practice's own, and is never silent about a file the build refuses", () => {
    const real = {
      ...plans,
      plans: plans.plans.map((plan) => ({ ...plan, standIn: false })),
      enquiries: { ...plans.enquiries, standIn: false },
    };
    // The practice's own team: its director's profile among them, each linking the register's search.
    const own = (standIn: (index: number) => boolean) => [
      ...team.people.map((person, index) => ({
        ...person,
        standIn: standIn(index),
        register: PRACTISING_CERTIFICATE_SEARCH,
      })),
      {
        ...team.people[0]!,
        slug: personSlug(PRACTICE.legalPractitionerDirector),
        name: PRACTICE.legalPractitionerDirector,
        standIn: false,
        register: PRACTISING_CERTIFICATE_SEARCH,
      },
    ];
    expect(contentFindings(() => ({ people: own(() => false), plans: real }))).toEqual([]);
    // One stand-in left is enough to keep launch-check short of "ready".
    expect(contentFindings(() => ({ people: own((index) => index === 0), plans: real }))).toHaveLength(1);
    const refused = contentFindings(() => {
      throw new ContentError("team's profiles", [
        { file: "team/x.md", fieldPath: "name", label: "the profile x.md", message: "expected text" },
      ]);
    });
    expect(refused).toEqual(["team/x.md: name: expected text: the build refuses it"]);
  });
});
