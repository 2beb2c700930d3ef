// axe-core in a real page: injected through DevTools (the site's CSP forbids inline script) and run on the whole document.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeFinding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: string; readonly summary: string }>;
}

/**
 * Runs axe on the page as it is now. Page.evaluate goes through DevTools, which CSP does not
 * govern, so the page needs no bypassCSP (which would also change what is being tested). Works
 * with the page's JavaScript off too: evaluate is the test's script, not the page's.
 */
export async function findViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<AxeFinding[]> {
  await runTimersWithoutScripting(page);
  await settleAnimations(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    }
    // Without scripting, timers run at once (see runTimersWithoutScripting), so axe's preload of
    // the style sheets would "time out" at once and warn: it is skipped there.
    const preload = !matchMedia("(scripting: none)").matches;
    const results = await axe.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"], preload });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(" "),
        summary: (node.failureSummary ?? "").replace(/\s+/g, " ").trim(),
      })),
    }));
  }, tags);
}

/** One line per failing element, for an assertion message a person can act on. */
export function describeViolations(findings: readonly AxeFinding[]): string {
  return findings
    .flatMap((finding) =>
      finding.nodes.map(
        (node) =>
          `- ${finding.id} (${finding.impact ?? "n/a"}): ${finding.help}\n    at ${node.target}\n    ${node.summary}`,
      ),
    )
    .join("\n");
}

/**
 * Waits until every finite animation and transition has finished (a toast sliding in, the menu
 * dropping down), so colour contrast is measured on what stays on screen, not on a fading frame.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === "number" && Number.isFinite(end);
    });
    const timeout = new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), timeout]);
  });
}

/**
 * With the page's JavaScript off, DevTools still evaluates our code and promises settle, but timers
 * never fire, and axe schedules its work with setTimeout. There, and only there (the page runs no
 * script of its own to disturb), timers become microtasks.
 */
async function runTimersWithoutScripting(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (!matchMedia("(scripting: none)").matches) return;
    const immediate = (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
      void Promise.resolve().then(() => callback(...args));
      return 0;
    };
    Object.assign(window, { setTimeout: immediate, clearTimeout: () => undefined });
  });
}
