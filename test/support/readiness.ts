/** Resolves once the server at `origin` answers /readyz with 200: its store answers and its pages are rendered. */
export async function waitUntilReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
