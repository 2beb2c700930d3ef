// The hero headline types "your counsel." one character every 100 ms (spec sections 2, 4 and 9).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HERO } from "../../shared/content/home-interactive";
import { openPage, setUpSite, type OpenedPage } from "../support/browser";

const TYPED = HERO.headlineTyped;
/** The spec's pace (section 9), written here so the code is measured against it. */
const TYPING_INTERVAL_MS = 100;

interface TextChange {
  readonly t: number;
  readonly text: string;
  /** The headline's and the next line's boxes when the text changed: a layout jump would move them. */
  readonly headline: { readonly width: number; readonly height: number };
  readonly sublineTop: number;
}

/**
 * Installed before any page script: records every change of the typed text with performance.now(),
 * from the server's HTML onwards, via a MutationObserver.
 */
function recordTypedText() {
  const changes: TextChange[] = [];
  (window as unknown as { __typed: TextChange[] }).__typed = changes;
  let last: string | undefined;
  const record = () => {
    const typed = document.querySelector('[data-testid="typed-headline"]');
    const headline = document.querySelector("h1");
    const subline = document.querySelector(".hero__subline");
    if (!typed || !headline || !subline) return;
    const text = typed.textContent ?? "";
    if (text === last) return;
    last = text;
    const box = headline.getBoundingClientRect();
    changes.push({
      t: performance.now(),
      text,
      headline: { width: box.width, height: box.height },
      sublineTop: subline.getBoundingClientRect().top + window.scrollY,
    });
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
}

async function typedChanges(page: Page): Promise<TextChange[]> {
  return page.evaluate(() => (window as unknown as { __typed: TextChange[] }).__typed);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe("hero typing", () => {
  const site = setUpSite();
  let opened: OpenedPage;
  let changes: TextChange[];

  beforeAll(async () => {
    const context = await site.context();
    opened = await openPage(context, undefined);
    await opened.page.addInitScript(recordTypedText);
    await opened.page.goto("/");
    await opened.page.waitForSelector('.typewriter[data-phase="done"]', { timeout: 10_000 });
    changes = await typedChanges(opened.page);
  });

  afterAll(async () => {
    await opened?.page.context().close();
  });

  it("sends the whole headline in the server's HTML", async () => {
    const html = await (await fetch(site.url + "/")).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
    expect(h1).toContain(HERO.headlineLead);
    expect(h1).toContain(TYPED);
    expect(h1).toMatch(/data-testid="typed-headline"[^>]*>your counsel\./);
  });

  it("types one character at a time, one every 100 ms (median within 25 ms), ending with the full text", () => {
    const typing = changes.slice(changes.findIndex((change) => change.text === ""));
    expect(typing.map((change) => change.text)).toEqual(
      Array.from({ length: TYPED.length + 1 }, (_, count) => TYPED.slice(0, count)),
    );
    const intervals = typing.slice(1).map((change, index) => change.t - typing[index]!.t);
    const typical = median(intervals);
    console.info(
      `typing interval median ${typical.toFixed(1)} ms over ${intervals.length} steps (min ${Math.min(...intervals).toFixed(1)}, max ${Math.max(...intervals).toFixed(1)})`,
    );
    expect(Math.abs(typical - TYPING_INTERVAL_MS)).toBeLessThanOrEqual(25);
    expect(changes.at(-1)?.text).toBe(TYPED);
  });

  it("starts from the server's full text, so hydration matches", () => {
    expect(changes[0]?.text).toBe(TYPED);
    expect(opened.messages.filter((line) => /hydrat|did not match/i.test(line))).toEqual([]);
  });

  it("never changes the headline's size or moves the line below it while typing", () => {
    // From the moment typing starts (styles applied by then: the bundle runs after the stylesheet).
    const typing = changes.slice(changes.findIndex((change) => change.text === ""));
    const [first] = typing;
    expect(typing.length).toBe(TYPED.length + 1);
    for (const change of typing) {
      expect(change.headline.height).toBeCloseTo(first!.headline.height, 1);
      expect(change.headline.width).toBeCloseTo(first!.headline.width, 1);
      expect(change.sublineTop).toBeCloseTo(first!.sublineTop, 1);
    }
  });

  it("keeps the full headline for screen readers all along", async () => {
    const readable = await opened.page.locator("h1 .visually-hidden").textContent();
    expect(readable).toBe(TYPED);
  });

  it("leaves a clean console", () => {
    opened.expectCleanConsole();
  });
});
