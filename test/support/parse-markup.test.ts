import { createRequire } from "node:module";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { fixtureContent } from "./blog";
import { guardMissingMembers, IS_GUARD, MEMBERS_LINKEDOM_LACKS } from "./markup-dom-gaps";
import { parseMarkup } from "./parse-markup";
import { createTestApp } from "./test-app";

/** jsdom's window: the standard's parser and DOM, to hold linkedom's documents to. */
type JsdomWindow = { readonly DOMParser: typeof DOMParser; readonly document: Document };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: JsdomWindow } };
const standard = new JSDOM("").window;

/** A document's tree as a list: each element's name, its parent's, and its attributes. */
function treeOf(document: Document): string[] {
  return [...document.querySelectorAll("*")].map((element) => {
    const attributes = [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort();
    // The HTML parser restores SVG's camel-cased element names (radialGradient); linkedom lowercases them.
    return `${element.localName.toLowerCase()} in ${element.parentElement?.localName.toLowerCase()}: ${attributes.join(" ")}`;
  });
}

describe("parseMarkup's HTML documents (linkedom)", () => {
  const { app } = createTestApp({ content: fixtureContent() });
  const PAGES = ["/", "/cost-comparison?needHoursPerMonth=30", "/how-we-work", "/blog", "/contact?priority=Property"];

  it.each(PAGES)("%s: the tree and text a standard HTML parser makes of it", async (path) => {
    const html = (await request(app).get(path).expect(200)).text;
    const fast = parseMarkup(html);
    const conforming = new standard.DOMParser().parseFromString(html, "text/html");
    expect(treeOf(fast)).toEqual(treeOf(conforming));
    expect(fast.body.textContent).toBe(conforming.body.textContent);
    expect(fast.title).toBe(conforming.title);
  });

  it("lowercases HTML attribute names as a browser's parser does, and keeps SVG's", () => {
    const document = parseMarkup(
      '<!doctype html><html><body><input maxLength="5" autoComplete="email"><svg viewBox="0 0 1 1"></svg></body></html>',
    );
    expect(document.querySelector("input[maxlength]")?.getAttribute("autocomplete")).toBe("email");
    expect(document.querySelector("svg")?.getAttribute("viewBox")).toBe("0 0 1 1");
  });

  it("reads a fragment as a body's content, as a browser's parser implies it", () => {
    const document = parseMarkup("<p>First ]]&gt; then</p><pre><code>]]&gt;</code></pre>");
    expect(document.body.textContent).toBe("First ]]> then]]>");
    expect(document.querySelector("code")?.textContent).toBe("]]>");
  });

  it("throws on a DOM member linkedom lacks, naming it and what to read instead", () => {
    const document = parseMarkup('<!doctype html><html><body><input type="checkbox" checked></body></html>');
    const box = document.querySelector<HTMLInputElement>("input");
    expect(() => box?.checked).toThrow(/no input\.checked: read the markup instead .*input:checked/);
    expect(document.querySelectorAll("input:checked")).toHaveLength(1);
  });

  it("guards only members the DOM has on that element", () => {
    for (const [tag, members] of Object.entries(MEMBERS_LINKEDOM_LACKS)) {
      const element = standard.document.createElement(tag);
      expect(
        members.filter((member) => !(member in element)),
        `${tag}: members the standard DOM does not have`,
      ).toEqual([]);
    }
  });

  it("leaves a member linkedom implements as it is", () => {
    class Implemented {
      get checked() {
        return "linkedom's own";
      }
    }
    guardMissingMembers({ createElement: () => new Implemented() as unknown as HTMLElement });
    expect(new Implemented().checked).toBe("linkedom's own");
    const guarded = Object.getOwnPropertyDescriptor(Implemented.prototype, "caption")?.get;
    expect(guarded && IS_GUARD in guarded).toBe(true);
  });
});

describe("parseMarkup's XML documents (jsdom)", () => {
  it("parses a feed that is not well-formed to a parsererror document", () => {
    const broken = parseMarkup("<feed><entry></feed>", "application/xml");
    expect(broken.getElementsByTagName("parsererror").length).toBeGreaterThan(0);
    const whole = parseMarkup('<feed xmlns="http://www.w3.org/2005/Atom"><entry/></feed>', "application/xml");
    expect(whole.documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  });
});
