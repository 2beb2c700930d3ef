/**
 * Resolves once the page has loaded and its first contentful paint has been presented, or after
 * `fallbackMs` where the browser reports no paint (no paint timing, a tab opened in the background).
 */
export function afterFirstPaint(fallbackMs = 3000): Promise<void> {
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => addEventListener("load", () => resolve(), { once: true }));
  const fallback = new Promise<void>((resolve) => setTimeout(resolve, fallbackMs));
  return Promise.race([Promise.all([painted, loaded]).then(() => undefined), fallback]);
}

/** Resolves in a task of its own, so the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the next frame, so that a change made after it is laid out in a frame of
 * its own; or after `fallbackMs` where no frame comes (a tab in the background paints nothing).
 */
export function nextFrame(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
