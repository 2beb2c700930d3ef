import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureBlog, shippedContent, shippedPracticeAreas } from "../../test/support/blog";
import { createBlog } from "../blog/blog";
import { createTestEnquiryRouter } from "../../test/support/enquiry-router";
import { TEST_ASSETS, createTestApp } from "../../test/support/test-app";
import pino from "pino";
import { PRACTICE } from "../../shared/content/practice";
import { PRACTICE_AREA_COPY } from "../../shared/content/practice-area-pages";
import { createPracticeAreas, practiceAreaPath } from "../practice-areas/practice-area";
import { parseMarkup } from "../../test/support/parse-markup";

const SITE = "https://counsel.example.au";
const enquiries = createTestEnquiryRouter({ logger: pino({ level: "silent" }), assets: TEST_ASSETS, siteUrl: SITE });
const { app } = createTestApp({ enquiries: enquiries.router });

async function documentOf(path: string, status = 200) {
  const response = await request(app).get(path).expect(status);
  return { response, document: parseMarkup(response.text) };
}

const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );

describe("a practice area's page", () => {
  it.each(shippedPracticeAreas().pages.map((page) => [page.slug, page] as const))(
    "/practice-areas/%s has its own head, body and way to the form",
    async (slug, area) => {
      const { document } = await documentOf(practiceAreaPath(slug));
      expect(document.title).toBe(`${area.title} | ${PRACTICE.tradingName}`);
      expect(document.querySelector("h1")?.textContent).toBe(area.title);
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(area.summary);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${SITE}/practice-areas/${slug}`,
      );
      expect(document.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
        `${SITE}/images/practice-areas/share/${slug}.png`,
      );
      expect(jsonLd(document)).toEqual([
        expect.objectContaining({
          "@type": "Service",
          name: area.title,
          provider: expect.objectContaining({ name: PRACTICE.tradingName, legalName: PRACTICE.legalName }),
        }),
      ]);
      expect(document.querySelector(".article__disclaimer")?.textContent).toBe(PRACTICE_AREA_COPY.disclaimer);
      const discuss = [...document.querySelectorAll("a")].find(
        (link) => link.textContent === PRACTICE_AREA_COPY.discuss(area.title),
      );
      const query = new URL(discuss?.getAttribute("href") ?? "", SITE).searchParams;
      expect(query.getAll("priority")).toEqual(area.priorities);
      // The other five areas, never itself.
      const others = [...document.querySelectorAll('a[href^="/practice-areas/"]')].map((link) =>
        link.getAttribute("href"),
      );
      expect(new Set(others)).toEqual(
        new Set(
          shippedPracticeAreas()
            .pages.filter((page) => page !== area)
            .map((page) => practiceAreaPath(page.slug)),
        ),
      );
    },
  );

  it("lists the posts that share its tags, and no others", async () => {
    // Two fixture posts: one given the first area's first tag, one a tag no area has.
    const [area] = shippedPracticeAreas().pages;
    const [sharing, unrelated] = fixtureBlog().posts;
    if (!area?.tags[0] || !sharing || !unrelated) throw new Error("needs a tagged practice area and two fixture posts");
    const blog = createBlog([
      { ...sharing, tags: [area.tags[0]] },
      { ...unrelated, tags: ["no-area-has-this-tag"] },
    ]);
    const response = await request(createTestApp({ content: shippedContent(blog) }).app)
      .get(practiceAreaPath(area.slug))
      .expect(200);
    const document = parseMarkup(response.text);
    expect(document.querySelector(`.related a[href="/blog/${sharing.slug}"]`)).not.toBeNull();
    expect(document.querySelector(`.related a[href="/blog/${unrelated.slug}"]`)).toBeNull();
  });

  it("is a real 404 for a slug with no page, and one address only", async () => {
    await documentOf("/practice-areas/tax-advice", 404);
    await documentOf("/practice-areas", 404);
    const moved = await request(app).get("/Practice-Areas/Commercial-Property/").expect(308);
    expect(moved.headers.location).toBe("/practice-areas/commercial-property");
  });

  it("has its fragments for client-side navigation, and none for another kind of page", async () => {
    const fragments = await request(app)
      .get("/fragments/practice-area.json?path=/practice-areas/commercial-property")
      .expect(200);
    expect(Object.keys(fragments.body as object)).toEqual([
      "practice-area/header",
      "practice-area/body",
      "practice-area/footer",
    ]);
    await request(app).get("/fragments/practice-area.json?path=/blog").expect(404);
    await request(app).get("/fragments/blog-post.json?path=/practice-areas/commercial-property").expect(404);
  });
});

describe("the home page and sitemap follow the files", () => {
  it("links each card to its area's page", async () => {
    const { document } = await documentOf("/");
    const links = [...document.querySelectorAll("#practice-areas a.card__link")].map((link) =>
      link.getAttribute("href"),
    );
    expect(links).toEqual(shippedPracticeAreas().pages.map((page) => practiceAreaPath(page.slug)));
  });

  it("a file removed removes its page, its sitemap entry and its card's link", async () => {
    const fewer = createPracticeAreas(
      shippedPracticeAreas().pages.filter((page) => page.slug !== "commercial-property"),
    );
    const { app: smaller } = createTestApp({ content: { ...shippedContent(), practiceAreas: fewer } });
    await request(smaller).get("/practice-areas/commercial-property").expect(404);
    expect((await request(smaller).get("/sitemap.xml").expect(200)).text).not.toContain(
      "/practice-areas/commercial-property",
    );
    const home = parseMarkup((await request(smaller).get("/").expect(200)).text);
    expect(home.querySelectorAll("#practice-areas .card")).toHaveLength(6);
    expect(home.querySelectorAll("#practice-areas a.card__link")).toHaveLength(5);
  });
});

describe("GET /contact with a prefill", () => {
  it("renders the form with the priorities ticked and the message filled, never cached, not indexed", async () => {
    const { response, document } = await documentOf(
      "/contact?priority=Corporate%20Governance&priority=Commercial%20Contracts&message=About%20our%20contracts",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    const checked = [...document.querySelectorAll<HTMLInputElement>('#contact input[name="priorities"]:checked')].map(
      (box) => box.value,
    );
    expect(checked).toEqual(["Corporate Governance", "Commercial Contracts"]);
    expect(document.querySelector<HTMLTextAreaElement>('#contact textarea[name="message"]')?.value).toBe(
      "About our contracts",
    );
  });

  it("ignores what the form does not offer, and sends a bare or unknown request to the form", async () => {
    for (const query of ["", "?priority=Tax", "?other=1", "?priority=", "?message=%20%20"]) {
      const response = await request(app).get(`/contact${query}`).expect(303);
      expect(response.headers.location).toBe("/#contact");
    }
    const { document } = await documentOf("/contact?priority=Tax&priority=Property");
    expect(
      [...document.querySelectorAll<HTMLInputElement>('#contact input[name="priorities"]:checked')].map(
        (box) => box.value,
      ),
    ).toEqual(["Property"]);
  });

  it("keeps hostile queries harmless: a long message is cut to the form's limit, markup stays text", async () => {
    const long = "x".repeat(6000);
    const { document } = await documentOf(`/contact?message=${long}&priority=Property`);
    expect(document.querySelector<HTMLTextAreaElement>('#contact textarea[name="message"]')?.value).toHaveLength(5000);
    const { response } = await documentOf(
      `/contact?message=${encodeURIComponent("</textarea><script>alert(1)</script>")}`,
    );
    expect(response.text).not.toContain("<script>alert(1)");
  });

  it("stores the enquiry sent from it with the priorities it carried", async () => {
    const { document } = await documentOf("/contact?priority=Employment%20Law");
    const token = document.querySelector<HTMLInputElement>('#contact input[name="formToken"]')?.value ?? "";
    const company = `Prefilled Pty Ltd ${Date.now()}`;
    await request(app)
      .post("/contact")
      .type("form")
      .send(
        `name=Robin&company=${encodeURIComponent(company)}&email=robin%40example.net.au&priorities=Employment%20Law&formToken=${encodeURIComponent(token)}`,
      )
      .expect(303);
    const stored = (await enquiries.store.listEnquiries({ limit: 10, includeSpam: true })).find(
      (enquiry) => enquiry.company === company,
    );
    expect(stored?.priorities).toEqual(["Employment Law"]);
  });
});

describe("/how-we-work", () => {
  it("is a page of its own, linked from the footer, the pricing FAQ and the Terms", async () => {
    const { document } = await documentOf("/how-we-work");
    expect(document.title).toBe(`How We Work | ${PRACTICE.tradingName}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/how-we-work`);
    const home = (await documentOf("/")).document;
    expect(home.querySelector('footer a[href="/how-we-work"]')).not.toBeNull();
    const pricing = [...home.querySelectorAll("#faqs details")].find(
      (item) => item.querySelector("summary")?.textContent === "How does pricing work?",
    );
    expect(pricing?.querySelector('a[href="/how-we-work"]')).not.toBeNull();
    const terms = (await documentOf("/terms-of-service")).document;
    expect(
      terms.querySelector('#fees-and-payment ~ p a[href="/how-we-work"], section a[href="/how-we-work"]'),
    ).not.toBeNull();
  });
});
