import { afterFirstPaint, nextTask } from "./after-first-paint";
import "../shared/styles/index.css";

/**
 * The page's only script tag. Every page works as the server sent it, so nothing here is needed for
 * the first screen: the code that hydrates it is fetched only once the page has loaded and painted,
 * so it never takes bandwidth from the stylesheet, the fonts or the text. React's packages are then
 * evaluated one per task (client/react-runtime.ts), and the app in another.
 */
async function hydrateWhenPainted(): Promise<void> {
  await afterFirstPaint();
  const { RUNTIME_STEPS } = await import("./react-runtime");
  for (const step of RUNTIME_STEPS) {
    await nextTask();
    step();
  }
  await nextTask();
  await import("./main");
}

void hydrateWhenPainted();
