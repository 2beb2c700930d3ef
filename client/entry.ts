import { afterFirstPaint, nextFrame, nextTask } from "./after-first-paint";
import { deferOffscreenSections } from "../shared/browser/deferred-sections";
import "../shared/styles/index.css";

// Runs before the browser first lays out the page, as a deferred module does once the stylesheet is
// in: the home page's sections below the first screen wait (content-visibility: auto) until it is painted.
const deferredSections = deferOffscreenSections();

/**
 * The page's only script tag. Every page works as the server sent it, so nothing here is needed for
 * the first screen: the code that hydrates it is fetched only once the page has loaded and painted,
 * so it never takes bandwidth from the stylesheet, the fonts or the text. The sections below the first
 * screen are then shown one per frame, React's packages evaluated one per task
 * (client/react-runtime.ts), and the app in another.
 */
async function hydrateWhenPainted(): Promise<void> {
  await afterFirstPaint();
  // One section laid out per frame, all of them before React reads or hydrates the page.
  for (const show of deferredSections) {
    await nextFrame();
    show();
  }
  const { RUNTIME_STEPS } = await import("./react-runtime");
  for (const step of RUNTIME_STEPS) {
    await nextTask();
    step();
  }
  await nextTask();
  await import("./main");
}

void hydrateWhenPainted();
