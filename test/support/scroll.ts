// Measuring scrolls in the page: when a smooth scroll has finished, and where a section ended up.
import type { Page } from "playwright-core";

export const HEADER_OFFSET_TOLERANCE_PX = 2;

/**
 * Resolves with scrollY once it has not changed for `quietMs`, or rejects after `timeoutMs`, so a
 * scroll that never settles fails instead of hanging. Polled from the test, not the page, so it
 * also works with the page's JavaScript off.
 */
export async function waitForScrollToSettle(
  page: Page,
  { quietMs = 200, timeoutMs = 5000, pollMs = 25 } = {},
): Promise<number> {
  const started = Date.now();
  let last = await page.evaluate(() => window.scrollY);
  let lastChange = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const y = await page.evaluate(() => window.scrollY);
    const now = Date.now();
    if (y !== last) {
      last = y;
      lastChange = now;
    } else if (now - lastChange >= quietMs) {
      return y;
    }
    if (now - started > timeoutMs) throw new Error(`scroll still moving after ${timeoutMs} ms (scrollY ${y})`);
  }
}

/**
 * Waits until scrollY differs from `fromY`: a smooth scroll may take a few frames to begin, longer
 * on a busy machine, and settling before it began would measure the start position.
 */
export async function waitForScrollToStart(page: Page, fromY: number, timeoutMs = 3000): Promise<void> {
  await page.waitForFunction((fromY) => Math.abs(window.scrollY - fromY) >= 1, fromY, {
    timeout: timeoutMs,
    polling: "raf",
  });
}

/** Where the element's top is, in CSS pixels from the top of the viewport. */
export async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no element #${id} on ${location.pathname}`);
    return element.getBoundingClientRect().top;
  }, id);
}

/** Jumps (no glide) to `y`, and waits for the scroll event to be handled. */
export async function jumpTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: y, behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
}

interface ScrollSample {
  /** performance.now() in the scroll event's handler. */
  readonly t: number;
  readonly y: number;
}

interface ScrollCall {
  readonly t: number;
  readonly top: number | undefined;
  readonly behavior: string | undefined;
}

interface ScrollRecording {
  readonly samples: ScrollSample[];
  /** The page's own window.scrollTo calls (the app's scrolls), with their time. */
  readonly calls: ScrollCall[];
  /** performance.now() when the home page's sections entered the document, if they did after recording began. */
  readonly homeArrivedAt: number | undefined;
}

/**
 * Starts recording every scroll event (time, scrollY), every window.scrollTo call and the moment
 * the home page's sections appear. It survives client-side navigation, because the document stays the same.
 */
export async function startScrollRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recording: { samples: ScrollSample[]; calls: ScrollCall[]; homeArrivedAt: number | undefined } = {
      samples: [],
      calls: [],
      homeArrivedAt: undefined,
    };
    const holder = window as unknown as { __scrollRecording?: typeof recording; __stopScrollRecording?: () => void };
    holder.__stopScrollRecording?.();
    holder.__scrollRecording = recording;
    const onScroll = () => recording.samples.push({ t: performance.now(), y: window.scrollY });
    window.addEventListener("scroll", onScroll, { passive: true });
    const wasHome = document.getElementById("how-it-works") !== null;
    const observer = new MutationObserver(() => {
      if (!wasHome && recording.homeArrivedAt === undefined && document.getElementById("how-it-works"))
        recording.homeArrivedAt = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const scrollTo = window.scrollTo;
    window.scrollTo = function (this: Window, ...args: unknown[]) {
      const options =
        typeof args[0] === "object" && args[0] !== null ? (args[0] as ScrollToOptions) : { top: args[1] as number };
      recording.calls.push({ t: performance.now(), top: options.top, behavior: options.behavior });
      return (scrollTo as (...rest: unknown[]) => void).apply(this, args);
    } as typeof window.scrollTo;
    holder.__stopScrollRecording = () => {
      window.scrollTo = scrollTo;
      window.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  });
}

export async function readScrollRecorder(page: Page): Promise<ScrollRecording> {
  return page.evaluate(() => {
    const holder = window as unknown as { __scrollRecording: ScrollRecording; __stopScrollRecording?: () => void };
    holder.__stopScrollRecording?.();
    return holder.__scrollRecording;
  });
}

/**
 * Waits until the page has asked, through window.scrollTo, for a scroll to a `top` above 0 after the
 * home page arrived (recorded by startScrollRecorder): the moment the app's glide is asked for, however
 * late a busy machine runs the page's timer. A wall-clock wait for quiet could end before it came.
 */
export async function waitForGlideAfterArrival(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const recording = (window as unknown as { __scrollRecording?: ScrollRecording }).__scrollRecording;
      const arrived = recording?.homeArrivedAt;
      return arrived !== undefined && recording!.calls.some((call) => call.t >= arrived && (call.top ?? 0) > 0);
    },
    null,
    { timeout: timeoutMs, polling: "raf" },
  );
}

/**
 * Waits (up to `timeoutMs`) until the element's top is within HEADER_OFFSET_TOLERANCE_PX of `top`,
 * however slowly a busy machine glides it there. It does not throw on timeout: the caller's own
 * assertion then fails with where the element stopped.
 */
export async function waitForSectionAt(page: Page, id: string, top: number, timeoutMs = 10_000): Promise<void> {
  await page
    .waitForFunction(
      ({ id, top, tolerance }) => {
        const element = document.getElementById(id);
        return element !== null && Math.abs(element.getBoundingClientRect().top - top) <= tolerance;
      },
      { id, top, tolerance: HEADER_OFFSET_TOLERANCE_PX },
      { timeout: timeoutMs, polling: "raf" },
    )
    .catch(() => undefined);
}
