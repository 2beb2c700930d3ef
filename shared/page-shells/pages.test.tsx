// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { POLICY_SUMMARIES } from "../content/policy-summaries";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { primeFragmentsFromDocument, useClientFragment } from "../../client/fragment-source";
import { serverFragmentSource } from "../../server/pages/fragments/registry";
import { displayDate } from "../../server/blog/post";
import { fixtureBlog, fixtureContent, onePostBlog, shippedContent } from "../../test/support/blog";
import { ADDRESS_LINE, PRACTICE, RELATIONSHIP_STATEMENT } from "../content/practice";
import { postTitle } from "../content/pages";
import { NOT_FOUND } from "../content/pages";
import { SiteRoot } from "../root";

// A blog of one fixture post (the spec's one-post rule) and the fixture identity (vitest.config.ts).
// Its author is a fixture profile, so the byline links to a profile as it would on the site.
const ONE_POST_CONTENT = fixtureContent({ posts: onePostBlog().posts });
const ONLY_POST = ONE_POST_CONTENT.blog.posts[0]!;
const useServerFragment = serverFragmentSource(ONE_POST_CONTENT);

function renderAt(path: string) {
  return render(
    <SiteRoot
      context={{ year: 2031 }}
      fragments={useServerFragment}
      router={<MemoryRouter initialEntries={[path]} />}
    />,
  );
}

describe("home page", () => {
  it("has every section in the spec's order with its anchor", () => {
    const { container } = renderAt("/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("your counsel.");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 8)).toEqual([
      "How It Works",
      "Worth the Switch",
      "Practice Areas",
      "Industries We Serve",
      "KYLC Program",
      expect.stringMatching(/^About/),
      "Frequently Asked Questions",
      "Get in Touch",
    ]);
    for (const id of ["how-it-works", "practice-areas", "industries", "faqs", "contact"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(screen.getByText(`Launching ${PRACTICE.takingClientsFrom.slice(0, 4)}`)).toBeTruthy();
    expect(screen.getByText("Australian-wide legal practice")).toBeTruthy();
    expect(screen.getByText("Law firm perks. In-house feel.")).toBeTruthy();
  });

  it("has the hero buttons as links to their sections", () => {
    renderAt("/");
    expect(screen.getByRole("link", { name: /Explore Our Capabilities/ }).getAttribute("href")).toBe(
      "/#practice-areas",
    );
    const contactLinks = screen.getAllByRole("link", { name: "Get in Touch" }).map((link) => link.getAttribute("href"));
    expect(contactLinks).toEqual(["/#contact", "/#contact"]);
  });

  it("builds the FAQ on <details name> so one item is open at a time", () => {
    const { container } = renderAt("/");
    const items = container.querySelectorAll("#faqs details");
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.getAttribute("name")).toBe("faq");
  });

  it("has the contact form's fields exactly as the spec says", () => {
    renderAt("/");
    const form = screen.getByRole("form", { name: "Enquiry form" });
    const name = within(form).getByLabelText(/^Name/) as HTMLInputElement;
    const company = within(form).getByLabelText(/^Company/) as HTMLInputElement;
    expect(name.required && company.required).toBe(true);
    expect((within(form).getByLabelText("Role") as HTMLInputElement).required).toBe(false);
    expect((within(form).getByLabelText("Phone") as HTMLInputElement).type).toBe("tel");
    const size = within(form).getByLabelText("Business Size") as HTMLSelectElement;
    expect([...size.options].map((option) => option.textContent)).toEqual([
      "Select size",
      "1-10 employees",
      "11-50 employees",
      "51-200 employees",
      "201-500 employees",
      "500+ employees",
    ]);
    const priorities = within(form).getByRole("group", { name: "Key Legal Priorities" });
    expect(within(priorities).getAllByRole("checkbox")).toHaveLength(7);
    expect(within(priorities).getByText("(select all that apply)")).toBeTruthy();
    expect((within(form).getByLabelText("Message") as HTMLTextAreaElement).rows).toBe(5);
    expect(within(form).getByRole("button", { name: "Send Message" })).toBeTruthy();
    expect(form.getAttribute("action")).toBe("/contact");
    expect(form.getAttribute("method")).toBe("post");
  });
});

describe("navigation and footer", () => {
  it("has the logo, the section links, Pricing, About, Blog and Get in Touch in the header", () => {
    renderAt("/blog");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["How It Works", "/#how-it-works"],
      ["Practice Areas", "/#practice-areas"],
      ["Industries", "/#industries"],
      ["FAQs", "/#faqs"],
      ["Pricing", "/how-we-work#plans"],
      ["About", "/about"],
      ["Blog", "/blog"],
      ["Get in Touch", "/#contact"],
    ]);
    expect(screen.getAllByRole("link", { name: /home$/ })[0]?.getAttribute("href")).toBe("/");
  });

  it("has the footer's quick links, related links, notices and year", () => {
    renderAt("/terms-of-service");
    const footer = screen.getByRole("contentinfo");
    const quick = within(footer).getByRole("navigation", { name: "Quick Links" });
    expect(
      within(quick)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/#practice-areas", "/#industries", "/#faqs", "/#contact"]);
    const related = within(footer).getByRole("navigation", { name: "Related" });
    const external = within(related).getAllByRole("link")[0];
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toContain("noopener");
    expect(within(related).getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(within(related).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(within(related).getByRole("link", { name: "Accessibility" }).getAttribute("href")).toBe("/accessibility");
    expect(footer.textContent).toContain(ADDRESS_LINE);
    expect(footer.textContent).toContain(RELATIONSHIP_STATEMENT);
    // The scheme notice is unlawful for a practice outside a scheme: it follows practice.json.
    expect(footer.textContent?.includes("professional standards legislation")).toBe(
      PRACTICE.limitedLiabilityScheme.participates,
    );
    expect(footer.textContent).toContain("© 2031");
  });
});

describe("blog", () => {
  it("lists the post as a card with image, date, read time, title, excerpt, author and Read More", () => {
    const { container } = renderAt("/blog");
    expect(screen.getByRole("heading", { level: 1, name: "Insights & Updates" })).toBeTruthy();
    const card = container.querySelector(".post-card") as HTMLElement;
    const image = within(card).getByRole("img");
    expect(image.getAttribute("width")).toBeTruthy();
    expect(image.getAttribute("height")).toBeTruthy();
    expect(within(card).getByText(displayDate(ONLY_POST.date))).toBeTruthy();
    expect(within(card).getByText(`${ONLY_POST.readMinutes} min read`)).toBeTruthy();
    // The byline names the author and links their profile.
    expect(card.querySelector(".post-card__author")?.textContent).toMatch(/^By \S/);
    expect(card.querySelector(".post-card__author a")?.getAttribute("href")).toMatch(/^\/team\/[a-z0-9-]+$/);
    expect(
      within(card)
        .getByRole("link", { name: /Read More/ })
        .getAttribute("href"),
    ).toBe(`/blog/${ONLY_POST.slug}`);
  });

  it("shows the post at its slug, with back link, hero image, body, disclaimer and call to action", () => {
    renderAt(`/blog/${ONLY_POST.slug}`);
    expect(screen.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe("/blog");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(ONLY_POST.title);
    expect(screen.getByText(`${ONLY_POST.readMinutes} min read`)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Interested in Learning More?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Explore Our Services/ }).getAttribute("href")).toBe("/");
    expect(
      screen.getByText(/general information only and is not legal advice/i, { selector: ".article__disclaimer" }),
    ).toBeTruthy();
  });
});

describe("policies", () => {
  it.each([
    ["/terms-of-service", "Terms of Service", 12],
    ["/privacy-policy", "Privacy Policy", 13],
  ])("%s has its title, date, contents and numbered sections", (path, title, count) => {
    const { container } = renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(
      screen.getByText(
        `Last Updated ${path === "/privacy-policy" ? POLICY_SUMMARIES.privacy.lastUpdated : POLICY_SUMMARIES.terms.lastUpdated}`,
      ),
    ).toBeTruthy();
    const sections = container.querySelectorAll(".policy__body section h2");
    expect(sections).toHaveLength(count);
    expect(sections[0]?.textContent).toMatch(/^1\. /);
    expect(container.querySelectorAll(".policy__toc li")).toHaveLength(count);
  });
});

describe("404", () => {
  it("shows 404, the message and a link home, and logs the path to the console", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    renderAt("/no/such/page");
    expect(screen.getByText("404", { selector: ".status-page__code" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // The pages a lost visitor wants, besides home.
    const { elsewhere } = NOT_FOUND;
    const offered = screen.getByRole("navigation", { name: elsewhere.heading });
    expect([...offered.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      elsewhere.pricing.to,
      "/#practice-areas",
      elsewhere.blog.to,
    ]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining("non-existent route"), "/no/such/page");
  });
});

describe("the browser tab's title", () => {
  it.each([
    ["/", "Fixture Counsel: outsourced general counsel for Australian businesses"],
    ["/blog", "Insights & Updates | Fixture Counsel"],
    [`/blog/${ONLY_POST.slug}`, postTitle(ONLY_POST.title)],
    ["/terms-of-service", "Terms of Service | Fixture Counsel"],
    ["/privacy-policy", "Privacy Policy | Fixture Counsel"],
    ["/contact/received", "Message received | Fixture Counsel"],
    ["/no/such/page", "Page not found | Fixture Counsel"],
  ])("%s is %s, as in the server's <head>", (path, title) => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    renderAt(path);
    expect(document.title).toBe(title);
  });
});

describe("hydration", () => {
  it.each(["/", "/blog", `/blog/${ONLY_POST.slug}`, "/terms-of-service", "/privacy-policy", "/missing"])(
    "%s hydrates the server's HTML without a mismatch",
    async (path) => {
      vi.spyOn(console, "info").mockImplementation(() => {});
      // The server renders fragments as elements; the browser adopts their HTML as it is.
      const onServer = (
        <SiteRoot context={{ year: 2030 }} fragments={useServerFragment} router={<StaticRouter location={path} />} />
      );
      const inBrowser = (
        <SiteRoot
          context={{ year: 2030 }}
          fragments={useClientFragment}
          router={<MemoryRouter initialEntries={[path]} />}
        />
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(onServer);
      document.body.appendChild(container);
      primeFragmentsFromDocument(container, path);
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, inBrowser, { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    },
  );

  // Posts, list pages and tag pages of a blog with many posts; and an address only the server knows is a 404.
  const fixtureFragments = serverFragmentSource(shippedContent(fixtureBlog()));
  it.each([
    ["/blog/page/2", "/blog/page/2", false],
    ["/blog/tags/contracts", "/blog/tags/contracts", false],
    ["/blog/fixture-05", "/blog/fixture-05", false],
    ["/blog/no-such-post", "/404", true],
  ])("%s of the fixture blog hydrates without a mismatch", async (path, serverPath, notFound) => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const context = { year: 2030, notFound };
    const onServer = (
      <SiteRoot context={context} fragments={fixtureFragments} router={<StaticRouter location={serverPath} />} />
    );
    const inBrowser = (
      <SiteRoot context={context} fragments={useClientFragment} router={<MemoryRouter initialEntries={[path]} />} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(onServer);
    document.body.appendChild(container);
    primeFragmentsFromDocument(container, path);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, inBrowser, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("h1")?.textContent).toContain(
      notFound
        ? "Oops! Page not found"
        : path.includes("tags")
          ? "contracts"
          : path.includes("page")
            ? "Insights"
            : "Fixture post 05",
    );
    act(() => root.unmount());
    container.remove();
  });
});
