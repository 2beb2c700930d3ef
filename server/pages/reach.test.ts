// A person to reach: the practice's phone and email as links, who answers and when, beside the form,
// in the footer of every page, on /about and on /contact/received; and in the practice's structured data.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { parseMarkup } from "../../test/support/parse-markup";
import { PRACTICE } from "../../shared/content/practice";
import { REACH, telHref } from "../../shared/content/reach";
import { COMPLETE_PRACTICE } from "../../test/support/practice-fixtures";
import { legalService } from "./structured-data";

const { app } = createTestApp({ content: fixtureContent() });
const documentOf = async (path: string) => parseMarkup((await request(app).get(path).expect(200)).text);
const phone = PRACTICE.phone ?? "";
const links = (scope: Element | null) => ({
  tel: scope?.querySelector(`a[href="${telHref(phone)}"]`)?.textContent,
  mail: scope?.querySelector(`a[href="mailto:${PRACTICE.enquiriesEmail}"]`)?.textContent,
  who: scope?.querySelector(".reach__who")?.textContent,
});
const expected = { tel: phone, mail: PRACTICE.enquiriesEmail, who: REACH.who };

describe("a person to reach", () => {
  it("the fixture identity lists a phone, so every place below shows one", () => {
    expect(phone).not.toBe("");
    expect(REACH.who).toContain(PRACTICE.answeredBy ?? "?");
    expect(REACH.who).toContain(PRACTICE.contactHours ?? "?");
  });

  it.each(["/", "/about", "/how-we-work", "/privacy-policy", "/contact/received", "/cost-comparison"])(
    "puts the phone and the email in the footer of %s",
    async (path) => {
      expect(links((await documentOf(path)).querySelector("footer"))).toEqual(expected);
    },
  );

  it("shows them beside the form, on /about and on /contact/received", async () => {
    expect(links((await documentOf("/")).querySelector("#contact .contact__reach"))).toEqual(expected);
    expect(links((await documentOf("/about")).querySelector("main"))).toEqual(expected);
    expect(links((await documentOf("/contact/received")).querySelector("main"))).toEqual(expected);
  });

  it("offers no booking link when practice.json has no booking page", async () => {
    expect(PRACTICE.bookingUrl ?? null).toBeNull();
    for (const path of ["/", "/contact/received"])
      expect((await documentOf(path)).querySelector(".reach__booking")).toBeNull();
  });

  it("gives the phone and the email in the practice's structured data, and no telephone when there is none", () => {
    expect(legalService("https://harbourline.test", COMPLETE_PRACTICE)).toMatchObject({
      telephone: COMPLETE_PRACTICE.phone,
      email: COMPLETE_PRACTICE.enquiriesEmail,
    });
    expect(legalService("https://harbourline.test", { ...COMPLETE_PRACTICE, phone: null })).not.toHaveProperty(
      "telephone",
    );
  });
});

describe("the team one tap away", () => {
  it.each(["/", "/about", "/how-we-work", "/privacy-policy", "/cost-comparison", "/blog"])(
    "%s leads to /about from the header (and its phone menu, the same list) and to /about and the plans from the footer",
    async (path) => {
      const document = await documentOf(path);
      const header = document.querySelector('header nav[aria-label="Main"]');
      expect(header?.querySelector('a[href="/about"]')?.textContent).toBe("About");
      // The spec's items all stay.
      for (const label of ["How It Works", "Practice Areas", "Industries", "FAQs", "Blog", "Get in Touch"])
        expect([...(header?.querySelectorAll("a") ?? [])].map((link) => link.textContent)).toContain(label);
      const footer = document.querySelector("footer");
      expect(footer?.querySelector('nav a[href="/about"]')?.textContent).toBe("About");
      expect(footer?.querySelector('nav a[href="/how-we-work#plans"]')?.textContent).toBe("Pricing");
    },
  );
});

describe("what outside validators flagged", () => {
  it("gives the 404 no og:url (its canonical /404 is itself a 404), and every other page its own", async () => {
    const missing = parseMarkup((await request(app).get("/no/such-page").expect(404)).text);
    expect(missing.querySelector('meta[property="og:url"]')).toBeNull();
    expect((await documentOf("/about")).querySelector('meta[property="og:url"]')?.getAttribute("content")).toMatch(
      /\/about$/,
    );
  });

  it("names a post's tags on a group around the list, never on the plain ul", async () => {
    const document = await documentOf("/blog");
    const lists = [...document.querySelectorAll("ul.post-tags")];
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list.hasAttribute("aria-label")).toBe(false);
      expect(list.parentElement?.getAttribute("role")).toBe("group");
      expect(list.parentElement?.getAttribute("aria-label")).toBe("Tags");
    }
  });
});
