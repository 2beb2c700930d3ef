import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deferOffscreenSections, showDeferredSections } from "./deferred-sections";
import { scrollToSection } from "./scroll";

const PAGE = `
  <header class="site-header"></header>
  <main id="main">
    <section class="hero" id="hero"></section>
    <section class="section" id="how-it-works"></section>
    <section class="section" id="contact"></section>
  </main>
  <footer class="site-footer" id="footer"></footer>`;

const ids = (elements: Iterable<Element>) => [...elements].map((element) => element.id);
const skipped = () =>
  ids(document.querySelectorAll("#main > *, .site-footer")).filter(
    (id) => document.getElementById(id)!.style.getPropertyValue("content-visibility") === "auto",
  );

describe("the home page's sections below the first screen", () => {
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    history.replaceState(null, "", "/");
  });
  afterEach(() => {
    document.body.innerHTML = "";
    history.replaceState(null, "", "/");
  });

  it("leave every section after the hero, and the footer, out of layout with a placeholder size, and nothing else", () => {
    const steps = deferOffscreenSections();
    expect(steps).toHaveLength(3);
    expect(skipped()).toEqual(["how-it-works", "contact", "footer"]);
    expect(document.getElementById("contact")!.style.getPropertyValue("contain-intrinsic-size")).toBe("auto 900px");
    expect(document.getElementById("hero")!.hasAttribute("style")).toBe(false);
  });

  it("come back one step at a time, as the server sent them (no style attribute left for hydration to find)", () => {
    const steps = deferOffscreenSections();
    steps[0]!();
    expect(skipped()).toEqual(["contact", "footer"]);
    expect(document.getElementById("how-it-works")!.outerHTML).toBe(
      '<section class="section" id="how-it-works"></section>',
    );
    for (const step of steps) step();
    expect(skipped()).toEqual([]);
    expect(document.querySelector("[style], [data-deferred]")).toBeNull();
  });

  it("are all shown before a glide measures the page", () => {
    deferOffscreenSections();
    expect(scrollToSection("contact", "instant")).toBe(true);
    expect(skipped()).toEqual([]);
  });

  it("can all be shown at once, after which the steps do nothing", () => {
    const steps = deferOffscreenSections();
    showDeferredSections();
    expect(skipped()).toEqual([]);
    for (const step of steps) step();
    expect(document.querySelector("[style], [data-deferred]")).toBeNull();
  });

  it("are left alone on any other page, and when the address names a section", () => {
    history.replaceState(null, "", "/about");
    expect(deferOffscreenSections()).toEqual([]);
    history.replaceState(null, "", "/#faqs");
    expect(deferOffscreenSections()).toEqual([]);
    expect(skipped()).toEqual([]);
  });
});
