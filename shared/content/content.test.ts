import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "../components/site-footer";
import { FragmentSourceProvider } from "../components/server-fragment";
import { shippedBlog } from "../../test/support/blog";
import { displayDate } from "../../server/blog/post";
import { BUSINESS_SIZES, COLLECTION_NOTICE, formatBusinessSize, LEGAL_PRIORITIES } from "./contact-form";
import { FOOTER } from "./footer";
import { FAQS, HOW_IT_WORKS, INDUSTRIES, KYLC, PRACTICE_AREAS, WORTH_THE_SWITCH } from "./home";
import { CONTACT_INTRO, HERO } from "./home-interactive";
import { PRIVACY_POLICY } from "./privacy-policy";
import { TERMS_OF_SERVICE } from "./terms-of-service";
import { LITIGATION_STATEMENT } from "./practice";
import { SITE } from "./site";
import { PAGE_DESCRIPTIONS } from "./page-descriptions";
import { ACCESSIBILITY_STATEMENT } from "./accessibility-statement";
import {
  APPROVED_LIABILITY_STATEMENT,
  countryList,
  formOverseasSentence,
  formProvidersSentence,
  LIABILITY_NOTICE,
  liabilityNoticeFor,
  overseasCountriesOf,
  PRACTICE,
  providersAbroadParagraph,
} from "./practice";

// Counts and strings from the product spec (shared/spec/product-spec.md, sections 2, 3 and 9).
describe("content matches the spec's constants", () => {
  it("has the hero's badges, headline and buttons", () => {
    // The spec's "Launching 2026" takes its year from practice.json's takingClientsFrom (the fixture's is 2031).
    expect(HERO.badges).toEqual([
      `Launching ${PRACTICE.takingClientsFrom.slice(0, 4)}`,
      "Australian-wide legal practice",
    ]);
    expect(HERO.headlineTyped).toBe("your counsel.");
    expect(HERO.subline).toBe("Law firm perks. In-house feel.");
    expect([HERO.primaryCta, HERO.secondaryCta]).toEqual(["Explore Our Capabilities", "Get in Touch"]);
    expect(SITE.tagline).toBe("Your business, your counsel.");
    expect(SITE.launchYear).toBe(PRACTICE.takingClientsFrom.slice(0, 4));
    expect(SITE.launchYear).not.toBe("2026");
  });

  it("has 3 How It Works cards", () => {
    expect(HOW_IT_WORKS.cards.map((card) => card.title)).toEqual([
      "Embedded with Your Team",
      "Flexible Engagement",
      "Predictable Planning",
    ]);
  });

  it("has 6 Worth the Switch cards", () => {
    expect(WORTH_THE_SWITCH.cards.map((card) => card.title)).toEqual([
      "Partner-Level Expertise",
      "All-in-One Legal Resourcing",
      "Commercially Pragmatic",
      "Continuity & Context",
      "Risk Management & Compliance",
      "Strategic-Level Partner",
    ]);
  });

  it("has 6 practice areas, litigation through a separate dispute team (one statement, as in the Terms)", () => {
    expect(PRACTICE_AREAS.areas.map((area) => area.title)).toEqual([
      "Corporate & Commercial",
      "Employment & Workplace Relations",
      "Intellectual Property, Technology & Data",
      "Commercial Property",
      "Regulatory, Compliance & Consumer Law",
      "Dispute Resolution & Litigation",
    ]);
    expect(PRACTICE_AREAS.areas[5]?.note).toBe(LITIGATION_STATEMENT);
    expect(LITIGATION_STATEMENT).toMatch(/separate dispute team/);
  });

  it("has the 18 industry tags in order", () => {
    expect(INDUSTRIES.tags).toHaveLength(18);
    expect(INDUSTRIES.tags[0]).toBe("Agribusiness");
    expect(INDUSTRIES.tags).toContain("Aviation/Transport/Logistics");
    expect(INDUSTRIES.tags.at(-1)).toBe("Technology");
    expect(new Set(INDUSTRIES.tags).size).toBe(18);
  });

  it("describes the KYLC program with its three benefits", () => {
    expect(KYLC.name).toBe("Know Your Legal Client");
    expect(KYLC.benefits).toHaveLength(3);
    expect(KYLC.body.join(" ")).toMatch(/complimentary/i);
    expect(KYLC.body.join(" ")).toMatch(/monthly/i);
  });

  it("has 4 FAQs, the third on regulators and the fourth on pricing", () => {
    expect(FAQS.items).toHaveLength(4);
    for (const item of FAQS.items) expect(item.answer.length).toBeGreaterThan(40);
    const regulated = FAQS.items[2]?.answer ?? "";
    for (const term of [/ASIC/, /ACCC/, /consumer law/i, /compliance/i]) expect(regulated).toMatch(term);
    expect(FAQS.items[3]?.answer).toMatch(/annual budget/i);
  });

  it("has 7 priorities and 5 business sizes shown as N employees", () => {
    expect(LEGAL_PRIORITIES).toHaveLength(7);
    expect(BUSINESS_SIZES).toEqual(["1-10", "11-50", "51-200", "201-500", "500+"]);
    expect(formatBusinessSize("500+")).toBe("500+ employees");
  });

  it("has the contact heading and line", () => {
    expect(CONTACT_INTRO.heading).toBe("Get in Touch");
    expect(CONTACT_INTRO.line).toBe(
      `Interested in partnering with us for our ${PRACTICE.takingClientsFrom.slice(0, 4)} launch? We'd love to hear from you.`,
    );
  });

  it("has 12 terms sections and 13 privacy sections, each with real paragraphs and a month it was last updated", () => {
    expect(TERMS_OF_SERVICE.sections).toHaveLength(12);
    expect(PRIVACY_POLICY.sections).toHaveLength(13);
    for (const policy of [TERMS_OF_SERVICE, PRIVACY_POLICY]) {
      expect(policy.lastUpdated).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
      for (const section of policy.sections) {
        expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
        expect(section.paragraphs.join(" ").split(/\s+/).length).toBeGreaterThan(40);
      }
      expect(new Set(policy.sections.map((section) => section.id)).size).toBe(policy.sections.length);
    }
    expect(TERMS_OF_SERVICE.sections[9]?.heading).toBe("Governing Law");
    expect(TERMS_OF_SERVICE.sections[9]?.paragraphs.join(" ")).toContain("Queensland");
    expect(PRIVACY_POLICY.sections[9]?.paragraphs.join(" ")).toMatch(/18/);
  });

  // Whatever the practice publishes (shared/content/blog): a read time it states must be honest.
  it.each(shippedBlog().posts.map((post) => [post.slug, post] as const))(
    "states an honest read time for %s",
    (_slug, post) => {
      const words = post.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      // About 200 words a minute, give or take a third; never under a minute.
      expect(post.readMinutes).toBeGreaterThanOrEqual(Math.max(1, Math.floor((words / 200) * (2 / 3))));
      expect(post.readMinutes).toBeLessThanOrEqual(Math.ceil((words / 200) * (4 / 3)) + 1);
      expect(displayDate(post.date)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    },
  );

  it("makes no claims a law practice may not make", () => {
    const allCopy = JSON.stringify([
      HERO,
      HOW_IT_WORKS,
      WORTH_THE_SWITCH,
      PRACTICE_AREAS,
      INDUSTRIES,
      KYLC,
      FAQS,
      shippedBlog().posts,
    ]);
    expect(allCopy).not.toMatch(/\b(best|guarantee[ds]?|specialists?|leading|award-winning|testimonial)\b/i);
  });

  // The practice launches in 2026, names no lawyer on the site, and agrees scope and budget.
  it("claims no people, fixed or unlimited fees, or existing clients it cannot show", () => {
    const allCopy = JSON.stringify([
      HERO,
      CONTACT_INTRO,
      HOW_IT_WORKS,
      WORTH_THE_SWITCH,
      PRACTICE_AREAS,
      INDUSTRIES,
      KYLC,
      FAQS,
    ]);
    expect(allCopy).not.toMatch(
      /senior lawyers|partner-level experience|fixed-fee|fully available|touchpoint|businesses we work with|We act for businesses/i,
    );
    const pricing = FAQS.items.find((faq) => faq.question === "How does pricing work?");
    expect(pricing?.answer).toMatch(/outside the agreed scope is quoted before it starts/);
    expect(pricing?.answer).toMatch(/Our aim is/);
    const expertise = WORTH_THE_SWITCH.cards.find((card) => card.title === "Partner-Level Expertise");
    // The card points at what a visitor can check, the profiles and the register.
    expect(expertise?.body).toMatch(/profile[\s\S]*admitted[\s\S]*register/);
  });

  // Legal Profession Act 2007 (Qld) s 308(1)(b) and (g) (progress reports under s 317);
  // negotiating the billing method is the practice's offer, not a right the Act lists.
  it("has Terms that apply to the website only, change from publication and list the s 308 rights", () => {
    const terms = JSON.stringify(TERMS_OF_SERVICE);
    expect(terms).toMatch(/apply to your use of the website only/);
    expect(terms).not.toMatch(/continued use/i);
    expect(terms).toMatch(/apply from the date they are published/);
    expect(terms).toMatch(/the right to receive progress reports on your matter and the legal costs incurred/);
    expect(PAGE_DESCRIPTIONS.terms).not.toMatch(/and to our legal services/);
    expect(PAGE_DESCRIPTIONS.terms).toMatch(
      /website\. Legal services are governed by the engagement and costs documents/,
    );
  });

  // A response time, and the National Relay Service only where a phone is listed.
  it("gives accessibility reports a response time, and the National Relay Service exactly when a phone is listed", () => {
    const report = JSON.stringify(
      ACCESSIBILITY_STATEMENT.sections.find((section) => section.id === "report-a-problem"),
    );
    expect(report).toMatch(/within two business days/);
    expect(report.includes("National Relay Service")).toBe(PRACTICE.phone !== null);
  });
});

describe("the identity in the copy", () => {
  const footerMarkup = () =>
    renderToStaticMarkup(
      createElement(
        StaticRouter,
        { location: "/" },
        createElement(FragmentSourceProvider, { value: () => ({ html: "" }) }, createElement(SiteFooter)),
      ),
    );
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");

  // APP 1.4(g) and APP 5.2(j), the countries named from practice.json.
  it("names each provider and its countries in the privacy policy and the collection notice", () => {
    const transfers =
      PRIVACY_POLICY.sections.find((section) => section.id === "international-transfers")?.paragraphs.join(" ") ?? "";
    expect(transfers).not.toMatch(/data centres outside Australia/);
    for (const provider of PRACTICE.serviceProviders)
      expect(transfers).toContain(
        `our ${provider.role} provider, ${provider.name}, in ${countryList(provider.countries)}`,
      );
    const overseas = overseasCountriesOf(PRACTICE);
    expect(transfers).toContain(
      overseas.length > 0
        ? `Personal information we hold is therefore likely to be held outside Australia, in ${countryList(overseas)}.`
        : "None of them holds personal information outside Australia.",
    );
    expect(COLLECTION_NOTICE.collection).not.toMatch(/either of which may hold them outside Australia/);
    const [hosting, email] = (["website hosting", "email"] as const).map((role) =>
      PRACTICE.serviceProviders.find((provider) => provider.role === role),
    );
    expect(COLLECTION_NOTICE.collection).toContain(
      `They are stored by our website hosting provider (${hosting?.name}, in ${countryList(hosting?.countries ?? [])}) and sent to us through our email provider (${email?.name}, in ${countryList(email?.countries ?? [])}).`,
    );
    expect(COLLECTION_NOTICE.collection).toContain(formProvidersSentence(PRACTICE));
  });

  it("says at the form, in the notice's short part, who collects, why and whether the details may go abroad", () => {
    expect(COLLECTION_NOTICE.short).toContain(
      `${PRACTICE.legalName} (${PRACTICE.tradingName}) collects these details to respond to your enquiry.`,
    );
    expect(COLLECTION_NOTICE.short).toContain(formOverseasSentence(PRACTICE, "They are held in Australia."));
    const overseas = overseasCountriesOf({
      serviceProviders: PRACTICE.serviceProviders.filter((provider) =>
        ["website hosting", "email"].includes(provider.role),
      ),
    });
    for (const country of overseas) expect(COLLECTION_NOTICE.short).toContain(country);
    // Short enough that Send follows the fields: the whole notice is one tap away.
    expect(COLLECTION_NOTICE.short.split(/\s+/).length).toBeLessThan(40);
  });

  it("builds the provider sentences from whatever practice.json lists, saying so when nothing leaves Australia", () => {
    const onshore = {
      serviceProviders: [
        { role: "website hosting", name: "Harbour Host Pty Ltd", countries: ["Australia"] },
        { role: "email", name: "Reef Mail Pty Ltd", countries: ["Australia"] },
        { role: "document storage", name: "Vault Pty Ltd", countries: ["Australia"] },
      ],
    };
    expect(formProvidersSentence(onshore)).toBe(
      "They are stored by our website hosting provider (Harbour Host Pty Ltd, in Australia) and sent to us through our email provider (Reef Mail Pty Ltd, in Australia). Neither holds them outside Australia.",
    );
    expect(providersAbroadParagraph(onshore)).toContain(
      "our website hosting provider, Harbour Host Pty Ltd, in Australia; our email provider, Reef Mail Pty Ltd, in Australia; and our document storage provider, Vault Pty Ltd, in Australia. None of them holds personal information outside Australia.",
    );
    const offshore = {
      serviceProviders: [
        ...onshore.serviceProviders,
        { role: "email", name: "Far Mail Ltd", countries: ["Ireland", "Netherlands", "United Kingdom"] },
      ],
    };
    offshore.serviceProviders.splice(1, 1);
    expect(formProvidersSentence(offshore)).toContain(
      "They may be held outside Australia, in Ireland, the Netherlands or the United Kingdom.",
    );
    expect(formOverseasSentence(onshore, "They are held in Australia.")).toBe("They are held in Australia.");
    expect(formOverseasSentence(offshore, "none")).toBe(
      "They may be held outside Australia, in Ireland, the Netherlands or the United Kingdom.",
    );
    expect(providersAbroadParagraph(offshore)).toContain(
      "likely to be held outside Australia, in Ireland, the Netherlands and the United Kingdom.",
    );
  });

  // The spec's footer carries the scheme notice, so the shipped practice participates.
  it("shows the scheme notice in the approved words, with the scheme named, for a participant", () => {
    expect(PRACTICE.limitedLiabilityScheme.participates).toBe(true);
    expect(APPROVED_LIABILITY_STATEMENT).toBe(
      "Liability limited by a scheme approved under professional standards legislation.",
    );
    expect(LIABILITY_NOTICE).toBe(
      `Liability limited by a scheme approved under professional standards legislation. ${PRACTICE.legalName} participates in the Queensland Law Society Professional Standards Scheme.`,
    );
    expect(FOOTER.liabilityNotice).toBe(LIABILITY_NOTICE);
    expect(textOf(footerMarkup())).toContain(`${LIABILITY_NOTICE} ${FOOTER.generalInformation}`);
  });

  it("shows no scheme notice for a practice outside a scheme", () => {
    const outside = {
      legalName: PRACTICE.legalName,
      limitedLiabilityScheme: { participates: false, schemeName: null },
    };
    expect(liabilityNoticeFor(outside)).toBeUndefined();
    expect(
      liabilityNoticeFor({
        ...outside,
        limitedLiabilityScheme: {
          participates: false,
          schemeName: "Queensland Law Society Professional Standards Scheme",
        },
      }),
    ).toBeUndefined();
    // A participant whose scheme is not yet named (launch-check flags it) gets the approved words alone.
    expect(liabilityNoticeFor({ ...outside, limitedLiabilityScheme: { participates: true, schemeName: null } })).toBe(
      APPROVED_LIABILITY_STATEMENT,
    );
  });

  // An incorporated legal practice has a legal practitioner director, named in the footer.
  it("names the legal practitioner director in the footer", () => {
    expect(FOOTER.directorNotice).toBe(`Legal practitioner director: ${PRACTICE.legalPractitionerDirector}.`);
    // The name is a link to the director's profile: no space before the full stop in the page.
    expect(textOf(footerMarkup()).replace(/ \./g, ".")).toContain(
      `Legal practitioner director: ${PRACTICE.legalPractitionerDirector}.`,
    );
  });
});
