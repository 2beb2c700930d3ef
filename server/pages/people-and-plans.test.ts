import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";
import { PRACTICE } from "../../shared/content/practice";
import {
  annualCost,
  answeredByText,
  beyondHoursText,
  formatAnnual,
  includedHoursText,
  shortPrice,
} from "../plans/plans";
import { certificateText } from "../team/person";
import { ENGAGEMENT } from "../../shared/content/engagement";
import { termsSentence } from "../../shared/content/engagement-terms";
import type { PlansFile } from "../plans/plans-schema";
import type { SiteContent } from "../site-content/site-content";
import { createSiteContent } from "../site-content/site-content";

const SITE = "https://counsel.example.au";
const content = fixtureContent();
const plansOf = (site: SiteContent): PlansFile => {
  if (!site.plans) throw new Error("the fixture content has plans");
  return site.plans;
};
const PLANS = plansOf(content);
const [AUTHOR, COLLEAGUE] = content.team.people;
if (!AUTHOR || !COLLEAGUE) throw new Error("the fixture team has two people");

function appWith(site: SiteContent) {
  return createTestApp({ content: site }).app;
}
const app = appWith(content);

async function documentOf(path: string, status = 200, on = app) {
  const response = await request(on).get(path).expect(status);
  return parseMarkup(response.text);
}

const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("/about", () => {
  it("names who runs the practice, the parent firm, the director, the regulator, and every profile with a link", async () => {
    const document = await documentOf("/about");
    expect(document.title).toBe(`About Us | ${PRACTICE.tradingName}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/about`);
    expect(text(document.querySelector("#director")?.parentElement)).toContain(PRACTICE.legalPractitionerDirector);
    expect(text(document.querySelector("#parent-firm")?.parentElement)).toContain(PRACTICE.parentFirm.name);
    expect(text(document.querySelector("#regulation")?.parentElement)).toMatch(
      /Queensland Law Society[\s\S]*indemnity insurance/,
    );
    const links = [...document.querySelectorAll(".person-list a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual(content.team.people.map((person) => [person.name, `/team/${person.slug}`]));
  });
});

describe("/team/{slug}", () => {
  it("says whether each practising certificate is restricted or unrestricted", async () => {
    for (const person of [AUTHOR, COLLEAGUE]) {
      const facts = text((await documentOf(`/team/${person.slug}`)).querySelector(".profile__facts"));
      expect(facts).toContain(
        `${person.certificate === "principal" ? "Principal" : "Employee"} practising certificate, ${person.certificateRestricted ? "restricted" : "unrestricted"}`,
      );
    }
    // The fixture has one of each, so both words are shown somewhere.
    expect(new Set([AUTHOR, COLLEAGUE].map((person) => person.certificateRestricted))).toEqual(new Set([true, false]));
  });

  it("shows the person's role, admission, certificate, areas led, register link, biography and articles, with Person structured data", async () => {
    const document = await documentOf(`/team/${AUTHOR.slug}`);
    expect(document.title).toBe(`${AUTHOR.name} | ${PRACTICE.tradingName}`);
    expect(document.querySelector("h1")?.textContent).toBe(AUTHOR.name);
    const facts = text(document.querySelector(".profile__facts"));
    expect(facts).toContain(String(AUTHOR.admitted.year));
    expect(facts).toContain(AUTHOR.admitted.jurisdiction);
    expect(document.querySelector(`.profile__facts a[href="${AUTHOR.register}"]`)?.closest("div")?.textContent).toMatch(
      /practising certificate/i,
    );
    expect(facts).toContain(certificateText(AUTHOR));
    for (const area of AUTHOR.leads)
      expect(document.querySelector(`.profile__facts a[href="/practice-areas/${area}"]`)).not.toBeNull();
    expect(document.querySelector(".person-mark--initials")?.textContent).toBe("FA");
    expect(text(document.querySelector("main"))).toContain("marker-fixture-author");
    const written = content.blog.posts.filter((post) => post.author === AUTHOR.slug);
    expect(document.querySelectorAll("#person-posts-heading + ul li")).toHaveLength(written.length);
    expect(jsonLd(document)).toEqual([
      expect.objectContaining({
        "@type": "Person",
        name: AUTHOR.name,
        jobTitle: AUTHOR.role,
        url: `${SITE}/team/${AUTHOR.slug}`,
        sameAs: [AUTHOR.register],
      }),
    ]);
    // A profile with a photo shows it, never initials.
    const colleague = await documentOf(`/team/${COLLEAGUE.slug}`);
    expect(colleague.querySelector(`img.person-mark[src="${COLLEAGUE.photo?.src}"]`)?.getAttribute("alt")).toBe(
      COLLEAGUE.photo?.alt,
    );
  });

  it("is a 404 for a slug with no profile, and has its fragments for client-side navigation", async () => {
    await documentOf("/team/nobody", 404);
    await documentOf("/team", 404);
    const fragments = await request(app).get(`/fragments/team.json?path=/team/${AUTHOR.slug}`).expect(200);
    expect(Object.keys(fragments.body as object)).toEqual(["team/header", "team/body", "team/footer"]);
    await request(app).get("/fragments/team.json?path=/team/nobody").expect(404);
  });

  it("bylines link the post's author to their profile, in the page, the list, the feeds and BlogPosting", async () => {
    const post = content.blog.posts.find((candidate) => candidate.author === AUTHOR.slug && !candidate.draft);
    if (!post) throw new Error("a fixture post by the author");
    const page = await documentOf(`/blog/${post.slug}`);
    expect(page.querySelector(`.post-meta a[href="/team/${AUTHOR.slug}"]`)?.textContent).toBe(AUTHOR.name);
    expect(jsonLd(page)[0]).toMatchObject({
      author: { "@type": "Person", name: AUTHOR.name, url: `${SITE}/team/${AUTHOR.slug}` },
    });
    expect(
      (await documentOf("/blog")).querySelector(`.post-card__author a[href="/team/${AUTHOR.slug}"]`),
    ).not.toBeNull();
    const feed = JSON.parse((await request(app).get("/blog/feed.json").expect(200)).text) as {
      items: { authors?: { name: string; url?: string }[] }[];
    };
    expect(feed.items[0]?.authors).toEqual([{ name: AUTHOR.name, url: `${SITE}/team/${AUTHOR.slug}` }]);
    expect((await request(app).get("/blog/atom.xml").expect(200)).text).toContain(
      `<uri>${SITE}/team/${AUTHOR.slug}</uri>`,
    );
  });
});

describe("removing a profile", () => {
  it("removes its page, its sitemap entry, its card on /about and its bylines", async () => {
    const without = createSiteContent({
      posts: content.blog.posts,
      practiceAreas: content.practiceAreas.pages,
      team: content.team.people.filter((person) => person !== AUTHOR),
      plans: PLANS,
    });
    const smaller = appWith(without);
    await documentOf(`/team/${AUTHOR.slug}`, 404, smaller);
    const sitemap = (await request(smaller).get("/sitemap.xml").expect(200)).text;
    expect(sitemap).not.toContain(`/team/${AUTHOR.slug}`);
    expect(sitemap).toContain(`/team/${COLLEAGUE.slug}`);
    expect((await documentOf("/about", 200, smaller)).querySelector(`a[href="/team/${AUTHOR.slug}"]`)).toBeNull();
    const post = content.blog.posts.find((candidate) => candidate.author === AUTHOR.slug);
    const page = await documentOf(`/blog/${post?.slug}`, 200, smaller);
    expect(page.querySelector(`a[href="/team/${AUTHOR.slug}"]`)).toBeNull();
    expect(text(page.querySelector("main"))).not.toContain(AUTHOR.name);
    expect((await documentOf("/blog", 200, smaller)).querySelector(".post-card__author")).toBeNull();
  });
});

describe("the plans on every page", () => {
  it("/how-we-work#plans: each plan's price excluding GST, inclusions, service levels, what is quoted, and an Offer each", async () => {
    const document = await documentOf("/how-we-work");
    const plans = document.querySelector("section#plans");
    expect(plans).not.toBeNull();
    for (const plan of PLANS.plans) {
      const column = plans?.querySelector(`th#plan-${plan.slug}`);
      expect(text(column)).toContain(shortPrice(plan));
      expect(text(column)).toContain("excluding GST");
      expect(text(column)).toContain(formatAnnual(plan));
      const items = [includedHoursText(plan), ...plan.included, beyondHoursText(plan), ...plan.quotedSeparately];
      for (const item of [
        ...items,
        answeredByText(plan.serviceLevels.answeredBy, content.team.people),
        plan.serviceLevels.meetings,
      ])
        expect(text(plans)).toContain(item);
    }
    // The terms a business budgets on, beside the prices.
    expect(text(plans)).toContain(termsSentence(ENGAGEMENT));
    const [service] = jsonLd(document);
    expect(service).toMatchObject({ "@type": "Service" });
    expect(service?.offers).toEqual(
      PLANS.plans.map((plan) =>
        expect.objectContaining({
          "@type": "Offer",
          name: plan.name,
          price: plan.price.amount,
          priceCurrency: "AUD",
          priceSpecification: [
            expect.objectContaining({
              "@type": "UnitPriceSpecification",
              price: plan.price.amount,
              billingDuration: { "@type": "QuantitativeValue", value: ENGAGEMENT.minimumTermMonths, unitCode: "MON" },
              valueAddedTaxIncluded: false,
            }),
            expect.objectContaining({
              "@type": "UnitPriceSpecification",
              price: plan.beyondHoursRate,
              unitCode: "HUR",
              eligibleQuantity: { "@type": "QuantitativeValue", minValue: plan.hoursPerMonth, unitCode: "HUR" },
              valueAddedTaxIncluded: false,
            }),
          ],
        }),
      ),
    );
  });

  it("home: the lowest price under How It Works with links to the plans and /how-we-work; the pricing answer lists the prices and links the cost comparison", async () => {
    const document = await documentOf("/");
    const cheapest = [...PLANS.plans].sort((a, b) => annualCost(a) - annualCost(b))[0];
    const howItWorks = document.querySelector("#how-it-works");
    expect(text(howItWorks)).toContain(`${shortPrice(cheapest ?? PLANS.plans[0]!)}, excluding GST`);
    expect(text(howItWorks)).toContain(termsSentence(ENGAGEMENT));
    expect(howItWorks?.querySelector('a[href="/how-we-work#plans"]')).not.toBeNull();
    expect(howItWorks?.querySelector('a[href="/how-we-work"]')).not.toBeNull();
    const pricing = [...document.querySelectorAll("#faqs details")].find((item) =>
      item.querySelector('a[href="/cost-comparison"]'),
    );
    for (const plan of PLANS.plans)
      expect(text(pricing)).toContain(
        `${plan.name} ${shortPrice(plan)} (${plan.hoursPerMonth} hours a month; beyond them, $${plan.beyondHoursRate} an hour)`,
      );
    expect(text(pricing)).toContain(termsSentence(ENGAGEMENT));
    expect(pricing?.querySelector('a[href="/how-we-work#plans"]')).not.toBeNull();
  });

  it("a practice area's page shows who leads it and links the plans that cover it", async () => {
    for (const area of content.practiceAreas.pages) {
      const document = await documentOf(`/practice-areas/${area.slug}`);
      const leads = content.team.leadsOf(area.slug);
      expect([...document.querySelectorAll(".article__byline a")].map((link) => link.getAttribute("href"))).toEqual(
        leads.map((person) => `/team/${person.slug}`),
      );
      const covering = PLANS.plans.filter((plan) => plan.practiceAreas.includes(area.slug));
      expect(
        [...document.querySelectorAll("#area-plans-heading + ul a")].map((link) => link.getAttribute("href")),
      ).toEqual(covering.map((plan) => `/how-we-work#plan-${plan.slug}`));
    }
  });

  it("the cost comparison sets the in-house role beside each plan by default, naming the plan, each on a year's figures", async () => {
    const document = await documentOf("/cost-comparison");
    const rows = [...document.querySelectorAll("[data-plan-annual]")];
    expect(rows.map((row) => [text(row.querySelector("th a")), Number(row.getAttribute("data-plan-annual"))])).toEqual(
      PLANS.plans.map((plan) => [plan.name, annualCost(plan)]),
    );
    for (const [index, row] of rows.entries())
      expect(text(row.querySelector('[data-cell="costYear"]'))).toBe(
        formatAnnual(PLANS.plans[index] ?? PLANS.plans[0]!),
      );
    // The role's row carries its total on the same figures.
    const total = text(document.querySelector('[data-cost="total"]'));
    expect(total).toMatch(/^\$[\d,]+$/);
    expect(text(document.querySelector('tr[data-option="in-house"] [data-cell="costYear"]'))).toBe(total);
  });

  it("changing a plan's price changes every page and the cost comparison's default", async () => {
    const [first] = PLANS.plans;
    if (!first) throw new Error("a fixture plan");
    const repriced: PlansFile = {
      ...PLANS,
      plans: PLANS.plans.map((plan) =>
        plan === first ? { ...plan, price: { amount: 777, per: "month" as const } } : plan,
      ),
    };
    const changed = appWith(
      createSiteContent({
        posts: content.blog.posts,
        practiceAreas: content.practiceAreas.pages,
        team: content.team.people,
        plans: repriced,
      }),
    );
    const newPrice = "$777 a month";
    const oldPrice = shortPrice(first);
    for (const path of ["/", "/how-we-work", `/practice-areas/${first.practiceAreas[0]}`, "/cost-comparison"]) {
      const page = text((await documentOf(path, 200, changed)).body);
      expect(page, path).toContain(newPrice);
      expect(page, path).not.toContain(oldPrice);
    }
    const offer = (
      jsonLd(await documentOf("/how-we-work", 200, changed))[0]?.offers as { name: string; price: number }[]
    ).find((item) => item.name === first.name);
    expect(offer?.price).toBe(777);
    const row = (await documentOf("/cost-comparison", 200, changed))
      .querySelector(`[data-plan-annual] a[href="/how-we-work#plan-${first.slug}"]`)
      ?.closest("tr");
    expect(row?.getAttribute("data-plan-annual")).toBe(String(777 * 12));
  });
});

describe("what happens after an enquiry", () => {
  const { enquiries } = PLANS;
  const replier = content.team.bySlug(enquiries.repliedBy);

  it("beside the form and on /contact/received: who replies and within how long, the first conversation, and that it is free", async () => {
    for (const [path, selector] of [
      ["/", '#contact [data-fragment="home/next-steps"]'],
      ["/contact/received", '[data-fragment="home/next-steps"]'],
    ] as const) {
      const panel = (await documentOf(path)).querySelector(selector);
      expect(text(panel), path).toContain(
        `${replier?.name} replies within ${enquiries.replyWithinBusinessDays} business days`,
      );
      expect(text(panel), path).toContain(enquiries.firstConversation);
      expect(text(panel), path).toContain("We do not charge for the first conversation");
      expect(panel?.querySelector(`a[href="/team/${enquiries.repliedBy}"]`), path).not.toBeNull();
    }
    const charged = appWith(
      createSiteContent({
        posts: [],
        practiceAreas: content.practiceAreas.pages,
        team: content.team.people,
        plans: { ...PLANS, enquiries: { ...enquiries, firstConversationFree: false, replyWithinBusinessDays: 1 } },
        replyPromiseKept: true,
      }),
    );
    const panel = (await documentOf("/contact/received", 200, charged)).querySelector(".next-steps");
    expect(text(panel)).toContain("within one business day");
    expect(text(panel)).toContain(
      "we reply by 5 pm Brisbane time on the first business day after the day your enquiry arrives",
    );
    expect(text(panel)).not.toContain("do not charge");
  });

  it("says what a business day is beside the promise", async () => {
    const panel = (await documentOf("/")).querySelector('#contact [data-fragment="home/next-steps"]');
    expect(text(panel)).toContain(
      `A business day is Monday to Friday, other than a Queensland public holiday: we reply by 5 pm Brisbane time on the ${["first", "second", "third"][enquiries.replyWithinBusinessDays - 1]} business day after the day your enquiry arrives.`,
    );
  });

  it("promises no reply time where the server cannot keep it (no SMTP_URL or ENQUIRY_TO): the practice replies as soon as it can", async () => {
    const unkept = appWith(fixtureContent({ replyPromiseKept: false }));
    for (const [path, selector] of [
      ["/", '#contact [data-fragment="home/next-steps"]'],
      ["/contact/received", '[data-fragment="home/next-steps"]'],
      [`/team/${enquiries.repliedBy}`, ".cta-box"],
    ] as const) {
      const panel = (await documentOf(path, 200, unkept)).querySelector(selector);
      expect(text(panel), path).toMatch(/we reply as soon as we can/i);
      expect(text(panel), path).not.toMatch(/within|business day/);
    }
    for (const path of ["/", "/contact/received", "/how-we-work", `/team/${enquiries.repliedBy}`]) {
      const body = text((await documentOf(path, 200, unkept)).body);
      expect(body, path).not.toMatch(
        /replies within|reply within (one|\d+) business day|within the time our plans state/i,
      );
    }
  });
});
