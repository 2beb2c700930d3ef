import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import type { PlansFile } from "../plans/plans-schema";
import type { Person } from "../team/person";
import { claimsFindings, isPractisingCertificateSearch, PRACTISING_CERTIFICATE_SEARCH } from "./claims-findings";

const { team, plans: fixturePlans } = fixtureContent();
if (!fixturePlans) throw new Error("the fixture has plans");
const PLANS: PlansFile = fixturePlans;
const [AUTHOR, COLLEAGUE] = team.people;
if (!AUTHOR || !COLLEAGUE) throw new Error("the fixture team has two people");

/** The fixture team with every register the search, the author as the director (a principal, unrestricted). */
const people = (change: (person: Person) => Partial<Person> = () => ({})): Person[] =>
  team.people.map((person) => ({ ...person, register: PRACTISING_CERTIFICATE_SEARCH, ...change(person) }));
const check = (who: Person[] = people(), plans: PlansFile = PLANS) =>
  claimsFindings({ people: who, plans }, AUTHOR.name);

describe("launch-check's refusals of the claims the team and plans make", () => {
  it("accepts a principal, unrestricted director, answerers named by profile or role, and registers that search certificates", () => {
    expect(AUTHOR.certificate).toBe("principal");
    expect(check(people(() => ({ certificateRestricted: false })))).toEqual([]);
  });

  it("refuses a legal practitioner director without a principal certificate, or with a restricted one, or without a profile", () => {
    const employee = check(
      people((person) =>
        person.slug === AUTHOR.slug ? { certificate: "employee", certificateRestricted: false } : {},
      ),
    );
    expect(employee).toEqual([
      expect.stringMatching(
        /fixture-author\.md: the legal practitioner director .* holds a employee practising certificate: .* principal certificate/,
      ),
    ]);
    const restricted = check(people((person) => (person.slug === AUTHOR.slug ? { certificateRestricted: true } : {})));
    expect(restricted).toEqual([
      expect.stringMatching(/fixture-author\.md: the legal practitioner director .* restricted practising certificate/),
    ]);
    expect(
      claimsFindings({ people: people(() => ({ certificateRestricted: false })), plans: PLANS }, "Nobody Here"),
    ).toEqual([expect.stringMatching(/legalPractitionerDirector "Nobody Here" has no profile/)]);
  });

  it("refuses a plan whose answeredBy names nobody on the team, and an enquiry replier who is nobody", () => {
    const who = people(() => ({ certificateRestricted: false }));
    const [first, second] = PLANS.plans;
    if (!first || !second) throw new Error("the fixture has two plans");
    // The fixture names one answerer by profile and one by role: both are somebody.
    expect(first.serviceLevels.answeredBy).toContain(AUTHOR.slug);
    expect(second.serviceLevels.answeredBy).toContain(COLLEAGUE.role);
    const nobody: PlansFile = {
      ...PLANS,
      plans: [{ ...first, serviceLevels: { ...first.serviceLevels, answeredBy: ["Senior Partner"] } }, second],
      enquiries: { ...PLANS.enquiries, repliedBy: "somebody-else" },
    };
    expect(check(who, nobody)).toEqual([
      'plans.json plans.0.serviceLevels.answeredBy: "Senior Partner" names nobody on the team, by profile or role (plan "Fixture Small")',
      'plans.json enquiries.repliedBy: "somebody-else" is nobody on the team',
    ]);
  });

  it("refuses a register link that is not a search of practising certificates (the Law Society's home page included)", () => {
    expect(isPractisingCertificateSearch(PRACTISING_CERTIFICATE_SEARCH)).toBe(true);
    for (const link of [
      "https://www.qls.com.au/",
      "http://www.qls.com.au/Search-for-a-solicitor",
      "https://elsewhere.example/Search-for-a-solicitor",
      "not a url",
    ])
      expect(isPractisingCertificateSearch(link), link).toBe(false);
    const home = check(
      people((person) => ({
        certificateRestricted: false,
        ...(person.slug === COLLEAGUE.slug ? { register: "https://www.qls.com.au/" } : {}),
      })),
    );
    expect(home).toEqual([
      expect.stringMatching(
        /^shared\/content\/team\/fixture-colleague\.md register: "https:\/\/www\.qls\.com\.au\/" is not a search of practising certificates/,
      ),
    ]);
  });
});
