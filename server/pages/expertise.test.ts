/** "Partner-Level Expertise" (the spec's title) opens with who leads the practice, built from the team's data. */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PRACTICE } from "../../shared/content/practice";
import { personSlug } from "../../shared/lib/people";
import { fixtureContent } from "../../test/support/blog";
import { parseMarkup } from "../../test/support/parse-markup";
import { createTestApp } from "../../test/support/test-app";
import { createSiteContent } from "../site-content/site-content";
import type { Person } from "../team/person";

const content = fixtureContent();
const [FIRST] = content.team.people;
if (!FIRST) throw new Error("the fixture team has people");
const AUTHOR: Person = FIRST;

/** The fixture team with the practice's director among them (the fixture identity names one the fixture team lacks). */
async function expertiseCard(director: Pick<Person, "admitted" | "certificate" | "certificateRestricted"> | undefined) {
  const profile: Person | undefined = director && {
    ...AUTHOR,
    slug: personSlug(PRACTICE.legalPractitionerDirector),
    name: PRACTICE.legalPractitionerDirector,
    order: 9,
    ...director,
  };
  const people = profile ? [...content.team.people, profile] : content.team.people;
  const site = createSiteContent({
    posts: content.blog.posts,
    practiceAreas: content.practiceAreas.pages,
    team: people,
    plans: content.plans,
  });
  const document = parseMarkup(
    (
      await request(createTestApp({ content: site }).app)
        .get("/")
        .expect(200)
    ).text,
  );
  const card = [...document.querySelectorAll(`[data-fragment="home/worth-the-switch"] .card`)].find(
    (item) => item.querySelector("h3")?.textContent === "Partner-Level Expertise",
  );
  return card?.querySelector(".card__body")?.textContent ?? "";
}

describe("Partner-Level Expertise", () => {
  it("names the legal practitioner director, their year and place of admission and their certificate, from their profile", async () => {
    const body = await expertiseCard({
      admitted: { year: 2004, jurisdiction: "Queensland" },
      certificate: "principal",
      certificateRestricted: false,
    });
    expect(body).toMatch(
      new RegExp(
        `^${PRACTICE.legalPractitionerDirector}, our legal practitioner director, leads the practice: admitted in 2004 \\(Supreme Court of Queensland\\) and holding a principal practising certificate, unrestricted\\.`,
      ),
    );
    const changed = await expertiseCard({
      admitted: { year: 2013, jurisdiction: "Victoria" },
      certificate: "employee",
      certificateRestricted: true,
    });
    expect(changed).toContain(
      "admitted in 2013 (Supreme Court of Victoria) and holding an employee practising certificate, restricted.",
    );
  });

  it("claims nothing of a director the team has no profile for", async () => {
    expect(await expertiseCard(undefined)).not.toContain("our legal practitioner director");
  });
});
