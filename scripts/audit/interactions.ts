// Interaction to Next Paint on the home page, measured by `npm run audit` after its Lighthouse runs
// (Lighthouse's navigation audits have no interactions, so no INP). The goal: opening an
// FAQ answer, opening the phone menu and pressing "Send Message" respond within 200 ms under a 4×
// CPU slowdown in Chromium, including when the visitor acts before hydration has finished.
//
// Playwright drives Chromium at a phone's viewport with CDP's CPU throttling; the page's own Event
// Timing API says how long each interaction took to paint (event-timing.ts). Two phases, each in a
// fresh context: "before hydration", with the scripts that hydrate the page held back so the clicks
// land on the server's HTML while they are pending, and "after hydration". It is reported, never
// enforced (a timing on a shared machine), but it throws when an element it clicks is missing, so a
// changed page cannot quietly measure nothing.
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../test/support/find-browser";
import {
  interactionsFrom,
  whyNoEntry,
  type EventTimingRecord,
  type MeasuredInteraction,
  type Phase,
} from "./event-timing";

export const CPU_SLOWDOWN = 4;
/** A phone (test/support/browser.ts's "phone"), at the device scale factor of Lighthouse's mobile preset. */
export const VIEWPORT = { width: 390, height: 844 } as const;
const DEVICE_SCALE_FACTOR = 1.75;
/** The smallest durationThreshold the Event Timing API allows: shorter events are not reported. */
export const DURATION_THRESHOLD_MS = 16;
/** How long after an input its entries are collected (they arrive after the next paint). */
const SETTLE_MS = 300;
/** When the browser counted the interaction but no entry came yet: how much longer to look for one. */
const LATE_ENTRY_MS = 1000;
const ACTION_TIMEOUT_MS = 15_000;
/** Hydration at a 4× slowdown, on a busy 2-core machine. */
const HYDRATION_TIMEOUT_MS = 45_000;
/** After hydration, what the page starts by itself (the hero's typing) settles before the clicks. */
const AFTER_HYDRATION_MS = 1000;

/** The scripts that hydrate the page, fetched by the entry script after first paint (client/entry.ts). */
const HYDRATING_SCRIPTS = /\/assets\/(?:react-runtime|chunk|app)-[A-Za-z0-9]+\.js(?:\?.*)?$/;
const RUNTIME_SCRIPT = /\/assets\/react-runtime-[A-Za-z0-9]+\.js/;

const SELECTORS = {
  faq: "details[name=faq] > summary",
  menuToggle: ".site-header__toggle",
  form: "form.contact-form",
  name: "#enquiry-name",
  company: "#enquiry-company",
  email: "#enquiry-email",
  message: "#enquiry-message",
  submit: 'form.contact-form button[type="submit"]',
} as const;

interface InteractionReport {
  readonly page: string;
  readonly viewport: typeof VIEWPORT;
  readonly deviceScaleFactor: number;
  readonly cpuSlowdown: number;
  readonly durationThresholdMs: number;
  readonly phases: readonly Phase[];
}

/** Installed in every document before its scripts: hands each Event Timing entry to the audit as it is observed. */
function observeEventTiming(durationThreshold: number) {
  // No named function inside: tsx (esbuild's keepNames) would wrap it in a helper the page lacks.
  new PerformanceObserver((list) => {
    const audit = window as unknown as { __auditEventTiming?: (record: unknown) => void };
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      audit.__auditEventTiming?.({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
        document: performance.timeOrigin,
      });
    }
  }).observe({ type: "event", durationThreshold, buffered: true } as PerformanceObserverInit);
  // When a press (a form posted without JavaScript) replaces the document before its entry is
  // reported, its time is what the next document's first paint is measured from.
  addEventListener(
    "pointerdown",
    (event) =>
      (window as unknown as { __auditPress?: (at: number) => void }).__auditPress?.(
        performance.timeOrigin + event.timeStamp,
      ),
    { capture: true },
  );
}

/** The page's document (its timeOrigin) and its interaction count, once the page has a document to ask. */
async function pageState(page: Page): Promise<{ document: number; count: number | undefined }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(() => ({
        document: performance.timeOrigin,
        count: (performance as Performance & { interactionCount?: number }).interactionCount,
      }));
    } catch (error) {
      // A navigation in flight destroys the context the script ran in: ask the next document.
      if (attempt >= 3) throw error;
      await page.waitForLoadState("domcontentloaded").catch(() => undefined);
    }
  }
}

/**
 * The page has hydrated: React's fiber keys are on the header and the hero's effects have run. The
 * same sign as test/support/browser.ts's waitForHydration, which cannot be imported outside vitest.
 */
function hydrationSign(): boolean {
  const header = document.querySelector("header.site-header");
  if (!header || !Object.keys(header).some((key) => key.startsWith("__reactFiber$"))) return false;
  const typewriter = document.querySelector<HTMLElement>(".typewriter");
  return !typewriter || typewriter.dataset.phase !== "static";
}

async function required(page: Page, selector: string, what: string): Promise<Locator> {
  const locator = page.locator(selector).first();
  if ((await locator.count()) === 0) {
    throw new Error(
      `Interaction audit: the home page has no ${what} (${selector}); update scripts/audit/interactions.ts to the page as it is now.`,
    );
  }
  return locator;
}

async function until(condition: () => boolean, timeoutMs: number, failure: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One interaction: note the document and its interaction count, act, wait for the entries, and read
 * the latency of the interaction the input made (the longest duration of its entries).
 */
async function measure(
  page: Page,
  received: EventTimingRecord[],
  label: string,
  act: () => Promise<void>,
  effect: () => Promise<string>,
): Promise<MeasuredInteraction> {
  const before = await pageState(page);
  const from = received.length;
  await act();
  await page.waitForTimeout(SETTLE_MS);
  let after = await pageState(page);
  const counted = () =>
    before.count === undefined || after.document !== before.document || after.count === undefined
      ? undefined
      : after.count - before.count;
  const reported = () => interactionsFrom(received.slice(from));
  // An entry arrives after the next paint, which a long task can hold back: when the browser has
  // counted the interaction and nothing came yet, look a little longer.
  const deadline = Date.now() + LATE_ENTRY_MS;
  while (
    reported().length === 0 &&
    (counted() ?? 1) > 0 &&
    after.document === before.document &&
    Date.now() < deadline
  ) {
    await page.waitForTimeout(100);
    after = await pageState(page);
  }
  const interactions = reported();
  const seen = await effect();
  if (interactions.length === 0) {
    const navigated = after.document !== before.document;
    const count = counted();
    return {
      label,
      latencyMs: null,
      noEntry: whyNoEntry({ navigated, counted: count, thresholdMs: DURATION_THRESHOLD_MS }),
      ...(count !== undefined && count > 0 ? { belowThresholdMs: DURATION_THRESHOLD_MS } : {}),
      events: [],
      effect: seen,
    };
  }
  // One input makes one interaction; should it make more (a click that also focuses and submits), the slowest counts.
  const slowest = interactions.reduce((worst, interaction) =>
    interaction.latencyMs > worst.latencyMs ? interaction : worst,
  );
  return {
    label,
    latencyMs: Math.round(slowest.latencyMs),
    events:
      interactions.length > 1
        ? interactions.map((interaction) => `${interaction.events.join("/")} ${Math.round(interaction.latencyMs)} ms`)
        : slowest.events,
    effect: seen,
  };
}

/** A fresh context at a phone's viewport and scale. */
function newPhoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    deviceScaleFactor: DEVICE_SCALE_FACTOR,
    isMobile: true,
    hasTouch: false,
    reducedMotion: "no-preference",
  });
}

/** A throttled page whose Event Timing entries and presses reach the audit as they happen. */
async function openObservedPage(context: BrowserContext) {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(HYDRATION_TIMEOUT_MS);
  const page = await context.newPage();
  const received: EventTimingRecord[] = [];
  await page.exposeFunction("__auditEventTiming", (record: EventTimingRecord) => void received.push(record));
  /** Wall-clock times (ms since the epoch) of every pointerdown. */
  const presses: number[] = [];
  await page.exposeFunction("__auditPress", (at: number) => void presses.push(at));
  await page.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { page, received, presses };
}

/** Before hydration: the hydrating scripts' responses wait, from now until release() is called. */
async function holdHydratingScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(HYDRATING_SCRIPTS, (route) => (released ? route.continue() : void held.push(route)));
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
  return { held, release };
}

/** Every element the phase clicks or fills is there, or the audit stops here saying which is not. */
async function findTargets(page: Page) {
  const faq = await required(page, SELECTORS.faq, "FAQ question");
  const toggle = await required(page, SELECTORS.menuToggle, "phone menu toggle");
  await required(page, SELECTORS.form, "contact form");
  const submit = await required(page, SELECTORS.submit, '"Send Message" button');
  const fields = {
    name: await required(page, SELECTORS.name, "Name field"),
    company: await required(page, SELECTORS.company, "Company field"),
    email: await required(page, SELECTORS.email, "Email field"),
    message: await required(page, SELECTORS.message, "Message field"),
  };
  return { faq, toggle, submit, fields };
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrationSign, undefined, { timeout: HYDRATION_TIMEOUT_MS });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(AFTER_HYDRATION_MS);
}

/**
 * The entry script asks for React's runtime once the page has painted: from then on the page is
 * what a visitor sees while hydration is pending. A page that never asks hydrates some other way,
 * and this phase would not measure what it says.
 */
async function waitForPendingHydration(held: readonly Route[]): Promise<void> {
  await until(
    () => held.some((route) => RUNTIME_SCRIPT.test(route.request().url())),
    HYDRATION_TIMEOUT_MS,
    `Interaction audit: the home page never requested ${RUNTIME_SCRIPT} after loading; update HYDRATING_SCRIPTS in scripts/audit/interactions.ts to how the page hydrates now.`,
  );
}

async function describeFaq(faq: Locator): Promise<string> {
  return (await faq.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open))
    ? "the answer opened"
    : "the answer stayed closed";
}

async function describeMenu(toggle: Locator): Promise<string> {
  const { expanded, shown } = await toggle.evaluate((button) => {
    const id = button.getAttribute("aria-controls");
    const menu = (id && document.getElementById(id)) || document.querySelector(".site-header nav");
    return { expanded: button.getAttribute("aria-expanded"), shown: menu ? menu.checkVisibility() : null };
  });
  return `${shown === null ? "no menu found" : shown ? "the menu opened" : "the menu stayed closed"} (aria-expanded ${expanded ?? "absent"})`;
}

/** What pressing "Send Message" did: a new page (posted without JavaScript) and how soon it painted, or what the page now says. */
async function describeSend(page: Page, documentBeforeSend: number, presses: readonly number[]): Promise<string> {
  const now = await pageState(page);
  if (now.document !== documentBeforeSend) {
    const pressedAt = presses.at(-1);
    const paintedAt = await page
      .waitForFunction(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint ? performance.timeOrigin + paint.startTime : false;
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    const paint =
      pressedAt !== undefined && paintedAt !== undefined
        ? `, its first contentful paint ${Math.round(paintedAt - pressedAt)} ms after the press`
        : "";
    return `the form was posted without JavaScript: a new page loaded (${new URL(page.url()).pathname})${paint}`;
  }
  const status = (await page.locator('[role="status"], [role="alert"]').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
  return `the page stayed${status.length ? `; it says: ${status.join(" / ").replace(/\s+/g, " ").slice(0, 120)}` : ""}`;
}

async function runPhase(browser: Browser, origin: string, name: string, hydrated: boolean): Promise<Phase> {
  const context = await newPhoneContext(browser, origin);
  try {
    const { page, received, presses } = await openObservedPage(context);
    const scripts = hydrated ? undefined : await holdHydratingScripts(page);
    await page.goto("/", { waitUntil: "load" });
    const { faq, toggle, submit, fields } = await findTargets(page);
    if (scripts) await waitForPendingHydration(scripts.held);
    else await waitForHydration(page);

    if (!(await toggle.isVisible()))
      throw new Error(
        `Interaction audit: the phone menu toggle (${SELECTORS.menuToggle}) is not shown at ${VIEWPORT.width} px.`,
      );

    const interactions: MeasuredInteraction[] = [];
    interactions.push(
      await measure(
        page,
        received,
        "FAQ answer",
        () => faq.click(),
        () => describeFaq(faq),
      ),
    );
    interactions.push(
      await measure(
        page,
        received,
        "phone menu",
        () => toggle.click(),
        () => describeMenu(toggle),
      ),
    );
    // Close the menu if it opened: it covers the page, and the form is under it.
    await page.keyboard.press("Escape");
    await page.waitForTimeout(SETTLE_MS);

    if (!hydrated && (await page.evaluate(hydrationSign))) {
      throw new Error(
        "Interaction audit: the page hydrated while its scripts were held; update HYDRATING_SCRIPTS in scripts/audit/interactions.ts.",
      );
    }

    // fill() sets the value and dispatches input events: not an interaction to Event Timing.
    await fields.name.fill("Audit Visitor");
    await fields.company.fill("Audit Pty Ltd");
    await fields.email.fill("audit@example.com");
    await fields.message.fill("Sent by npm run audit to measure the Send Message button.");
    const documentBeforeSend = (await pageState(page)).document;
    interactions.push(
      await measure(
        page,
        received,
        "Send Message",
        () => submit.click(),
        () => describeSend(page, documentBeforeSend, presses),
      ),
    );
    await scripts?.release();
    return { name, interactions };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Both phases on `origin`'s home page, in a Chromium of its own (closed before returning or throwing). */
export async function measureInteractions({
  origin,
  browserPath,
  tempDir,
}: {
  origin: string;
  browserPath: string;
  tempDir: string;
}): Promise<InteractionReport> {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: [...CHROMIUM_FLAGS],
    env: { ...process.env, TMPDIR: tempDir },
    timeout: 30_000,
  });
  try {
    const phases = [
      await runPhase(browser, origin, "before hydration", false),
      await runPhase(browser, origin, "after hydration", true),
    ];
    return {
      page: "/",
      viewport: VIEWPORT,
      deviceScaleFactor: DEVICE_SCALE_FACTOR,
      cpuSlowdown: CPU_SLOWDOWN,
      durationThresholdMs: DURATION_THRESHOLD_MS,
      phases,
    };
  } finally {
    await browser.close();
  }
}
