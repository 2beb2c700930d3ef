/**
 * One source for every promise to a new enquiry: change each field of plans.json "enquiries" (in the
 * fixture content) and every page that states it follows, with nothing left saying the old terms.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import { parseMarkup } from "../../test/support/parse-markup";
import { createTestApp } from "../../test/support/test-app";
import { FIRST_CONVERSATION_COPY } from "../../shared/content/people-and-plans";
import type { EnquiryTerms, PlansFile } from "../plans/plans-schema";
import { createSiteContent } from "../site-content/site-content";

const content = fixtureContent();
const PLANS: PlansFile =
  content.plans ??
  (() => {
    throw new Error("the fixture content has plans");
  })();
const [AUTHOR, COLLEAGUE] = content.team.people;
if (!AUTHOR || !COLLEAGUE) throw new Error("the fixture team has two people");
if (PLANS.enquiries.repliedBy !== AUTHOR.slug)
  throw new Error("the fixture's enquiries are answered by its first person");

/** The pages a visitor reads the promise on; each one's main text. */
const PAGES = ["/", "/contact/received", "/how-we-work", `/team/${AUTHOR.slug}`, `/team/${COLLEAGUE.slug}`] as const;

async function pagesWith(terms: Partial<EnquiryTerms>) {
  const site = createSiteContent({
    posts: content.blog.posts,
    practiceAreas: content.practiceAreas.pages,
    team: content.team.people,
    plans: { ...PLANS, enquiries: { ...PLANS.enquiries, ...terms } },
    // As on a server with mail set up: only there are reply times promised (people-and-plans.test.ts has the other case).
    replyPromiseKept: true,
  });
  const { app } = createTestApp({ content: site });
  const documents = new Map<string, Document>();
  for (const path of PAGES) documents.set(path, parseMarkup((await request(app).get(path).expect(200)).text));
  return documents;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const mainOf = (documents: Map<string, Document>, path: string) => text(documents.get(path)?.querySelector("main"));
const panels = (documents: Map<string, Document>) =>
  ["/", "/contact/received"].map((path) => [path, documents.get(path)?.querySelector(".next-steps")] as const);

describe("what a new enquiry is promised, from plans.json alone", () => {
  it("whether the first conversation is free: home (panel and FAQ), /contact/received, /how-we-work and the replier's profile", async () => {
    const free = await pagesWith({});
    for (const path of ["/", "/contact/received", "/how-we-work", `/team/${AUTHOR.slug}`])
      expect(mainOf(free, path), path).toContain(FIRST_CONVERSATION_COPY.free);
    expect(text(free.get("/")?.querySelector("#faqs, .faq-list, [data-fragment='home/faqs']"))).toContain(
      FIRST_CONVERSATION_COPY.free,
    );

    const charged = await pagesWith({ firstConversationFree: false, firstConversationCharge: "$123 fixture charge" });
    const stated = FIRST_CONVERSATION_COPY.charged("$123 fixture charge");
    for (const path of ["/", "/contact/received", "/how-we-work", `/team/${AUTHOR.slug}`]) {
      expect(mainOf(charged, path), path).toContain(stated);
      expect(mainOf(charged, path), path).not.toMatch(
        /do not charge|free of charge for the first|complimentary first/i,
      );
    }
    // The step and the call to action on /how-we-work both state it.
    expect(mainOf(charged, "/how-we-work").split(stated)).toHaveLength(3);
    expect(text(charged.get("/")?.querySelector("[data-fragment='home/faqs']"))).toContain(stated);
  });

  it("who replies: the panel names and links them, and only their profile says they reply", async () => {
    const documents = await pagesWith({ repliedBy: COLLEAGUE.slug });
    for (const [path, panel] of panels(documents)) {
      expect(text(panel), path).toContain(`${COLLEAGUE.name} replies within`);
      expect(text(panel), path).not.toContain(AUTHOR.name);
      expect(panel?.querySelector(`a[href="/team/${COLLEAGUE.slug}"]`), path).not.toBeNull();
    }
    const facts = (slug: string) => text(documents.get(`/team/${slug}`)?.querySelector(".profile__facts"));
    expect(facts(COLLEAGUE.slug)).toContain("Replies within");
    expect(facts(AUTHOR.slug)).not.toContain("Replies within");
    for (const slug of [AUTHOR.slug, COLLEAGUE.slug])
      expect(mainOf(documents, `/team/${slug}`)).toContain(`${COLLEAGUE.name} replies within`);
  });

  it("how fast: every page that states the reply time states the new one", async () => {
    const before = await pagesWith({});
    const after = await pagesWith({ replyWithinBusinessDays: 7 });
    const days = `${PLANS.enquiries.replyWithinBusinessDays} business days`;
    for (const [path, panel] of panels(before)) expect(text(panel), path).toContain(days);
    for (const [path, panel] of panels(after)) {
      expect(text(panel), path).toContain("within 7 business days");
      expect(text(panel), path).not.toContain(days);
    }
    expect(text(after.get(`/team/${AUTHOR.slug}`)?.querySelector(".profile__facts"))).toContain(
      "Replies within 7 business days",
    );
    for (const path of [`/team/${AUTHOR.slug}`, `/team/${COLLEAGUE.slug}`])
      expect(mainOf(after, path), path).toContain("replies within 7 business days");
  });

  it("what the first conversation is: beside the form and on /contact/received", async () => {
    const documents = await pagesWith({ firstConversation: "A fixture walk round the block" });
    for (const [path, panel] of panels(documents)) {
      expect(text(panel), path).toContain("A fixture walk round the block.");
      expect(text(panel), path).not.toContain(PLANS.enquiries.firstConversation);
    }
  });
});
