import request from "supertest";
import { describe, expect, it } from "vitest";
import { newestShippedPost } from "../../test/support/blog";
import { createTestApp } from "../../test/support/test-app";
import { COLLECTION_NOTICE } from "../../shared/content/contact-form";
import { HERO } from "../../shared/content/home";
import { LITIGATION_STATEMENT, PRACTICE, RELATIONSHIP_STATEMENT } from "../../shared/content/practice";
import { PRIVACY_POLICY } from "../../shared/content/privacy-policy";
import { TERMS_OF_SERVICE } from "../../shared/content/terms-of-service";
import { CLIENT_HASH_RETENTION_DAYS, ENQUIRY_RETENTION_DAYS, SPAM_RETENTION_DAYS } from "../../shared/lib/retention";
import { loadConfig } from "../platform/config";

// The copy as a regulated Queensland practice must be able to sign it: checked on the
// pages as served, so copy moved into another module or a server fragment is still covered.
// The post is the newest the practice has published (shared/content/blog).
const POST = `/blog/${newestShippedPost().slug}`;
const PAGES = ["/", "/blog", POST, "/terms-of-service", "/privacy-policy", "/accessibility", "/contact/received"];
const { app } = createTestApp();
const served = new Map<string, string>();
async function page(path: string): Promise<string> {
  if (!served.has(path)) served.set(path, (await request(app).get(path).expect(200)).text);
  return served.get(path) as string;
}
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const sectionText = (policy: typeof PRIVACY_POLICY, id: string) => {
  const section = policy.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return [...section.paragraphs, ...(section.list ?? [])].join(" ");
};

describe("copy a Queensland practice can publish", () => {
  it.each(PAGES)("%s never calls the company a division of a firm", async (path) => {
    expect(textOf(await page(path))).not.toMatch(/division of/i);
  });

  it.each(["/", "/terms-of-service", "/privacy-policy"])(
    "%s states the corporate relationship in the one sentence built from the identity",
    async (path) => {
      expect(textOf(await page(path))).toContain(RELATIONSHIP_STATEMENT);
    },
  );

  it("states litigation one way, on the home page and in the Terms", async () => {
    for (const path of ["/", "/terms-of-service"]) expect(textOf(await page(path))).toContain(LITIGATION_STATEMENT);
    expect(textOf(await page("/"))).not.toMatch(/our separate dispute division/i);
  });

  it("shows one general-information disclaimer in the blog post", async () => {
    const html = await page(POST);
    const article = textOf(html.slice(html.indexOf("<article"), html.indexOf("</article>")));
    expect(article.match(/not legal advice/gi)).toHaveLength(1);
  });

  it("names who collects at the form, why, the providers (possibly overseas) and links the policy, without 'only our staff'", async () => {
    const home = textOf(await page("/"));
    const notice = `${COLLECTION_NOTICE.collection} ${COLLECTION_NOTICE.privacyLink}${COLLECTION_NOTICE.afterLink}`;
    expect(home).toContain(notice);
    expect(notice).toContain(PRACTICE.legalName);
    expect(notice).toMatch(/hosting provider/);
    expect(notice).toMatch(/email provider/);
    expect(notice).toMatch(/outside Australia/);
    expect(home).not.toMatch(/only (with )?our staff/i);
    expect(await page("/")).toMatch(
      /<a [^>]*href="\/privacy-policy"[^>]*>Privacy Policy<\/a> explains how we handle them/,
    );
  });

  it("says at the form and in the policy that an enquirer is not added to any mailing list", async () => {
    const home = textOf(await page("/"));
    expect(home).toContain("Sending an enquiry does not add you to any mailing list.");
    expect(sectionText(PRIVACY_POLICY, "how-we-use-your-information")).toContain(
      "Sending an enquiry does not add you to any mailing list",
    );
  });

  it("gives the retention periods the software applies, from the same constants", () => {
    expect(sectionText(PRIVACY_POLICY, "data-retention")).toContain(
      `deleted from the website's database ${ENQUIRY_RETENTION_DAYS} days after they were received`,
    );
    expect(sectionText(PRIVACY_POLICY, "data-retention")).toContain(`likely spam after ${SPAM_RETENTION_DAYS} days`);
    expect(sectionText(PRIVACY_POLICY, "data-retention")).toContain(`deleted after ${CLIENT_HASH_RETENTION_DAYS} days`);
    expect(sectionText(PRIVACY_POLICY, "information-we-collect")).toContain(
      `${CLIENT_HASH_RETENTION_DAYS} days after the enquiry was received`,
    );
    // The only period the server applies: it refuses to start with any other.
    expect(() => loadConfig({ ENQUIRY_RETENTION_DAYS: String(ENQUIRY_RETENTION_DAYS + 1) })).toThrow(
      /ENQUIRY_RETENTION_DAYS: is no longer a setting/,
    );
  });

  it("describes what the software stores and claims nothing it does not do", async () => {
    const collected = sectionText(PRIVACY_POLICY, "information-we-collect");
    for (const field of [
      "your name",
      "your company",
      "your role",
      "your email address",
      "your phone number",
      "your message",
    ])
      expect(collected).toContain(field);
    expect(collected).toMatch(/when the enquiry was received/);
    expect(collected).toMatch(/likely spam/);
    const policy = textOf(await page("/privacy-policy"));
    expect(policy).not.toMatch(/type of browser/i);
    expect(policy).not.toMatch(/cannot (readily )?be (turned back|reversed)/i);
    expect(sectionText(PRIVACY_POLICY, "cookies")).toMatch(/sets no cookies/);
    expect(sectionText(PRIVACY_POLICY, "cookies")).toMatch(/no analytics/);
  });

  it("says when we will act rather than when a relationship begins, and refers to the policy without making it a term", () => {
    const terms = [
      ...TERMS_OF_SERVICE.intro,
      ...TERMS_OF_SERVICE.sections.map((section) => sectionText(TERMS_OF_SERVICE, section.id)),
    ].join(" ");
    expect(terms).toMatch(/We will not act for you until/);
    expect(terms).not.toMatch(/relationship (begins|is formed)/i);
    expect(terms).not.toMatch(/bound by these Terms and by our Privacy Policy/);
    expect(terms).toContain("Our Privacy Policy, which is not part of these Terms");
  });

  it("says Australia-wide in its own sentences and keeps the spec's badge exactly", async () => {
    expect(HERO.badges).toContain("Australian-wide legal practice");
    for (const path of PAGES) {
      const withoutBadge = textOf(await page(path)).replaceAll("Australian-wide legal practice", "");
      expect(withoutBadge, path).not.toMatch(/Australian-wide|across Australia/);
    }
  });

  it("says each home page idea once: no phrase from the pitch repeated section after section", async () => {
    const home = textOf(await page("/")).toLowerCase();
    const count = (phrase: RegExp) => home.match(phrase)?.length ?? 0;
    expect(count(/depth of (an external|a) law firm/g)).toBe(1);
    expect(count(/continuity/g)).toBeLessThanOrEqual(2); // the hero's pitch and the spec's card title "Continuity & Context"
    expect(count(/\bscal(e|es|ing)\b/g)).toBe(1);
  });
});
