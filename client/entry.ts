import { afterFirstPaint, nextTask } from "./after-first-paint";
import "../shared/styles/index.css";

/**
 * The page's only script tag. Every page works as the server sent it, so nothing here is needed for
 * the first screen: the code that hydrates it (about 90 KB gzip) is fetched only once the page has
 * loaded and painted, so it never takes bandwidth from the stylesheet, the fonts or the text. React's
 * runtime is then evaluated in one task and the app in another.
 */
async function hydrateWhenPainted(): Promise<void> {
  await afterFirstPaint();
  await import("./react-runtime");
  await nextTask();
  await import("./main");
}

void hydrateWhenPainted();
