import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../browser/scroll";

type TypewriterPhase = "static" | "typing" | "done";

/**
 * Reveals `text` one character every `intervalMs`. The first render shows the whole text, the
 * same as the server's HTML, so hydration matches; typing starts after hydration.
 */
export function useTypewriter(text: string, intervalMs: number): { shown: string; phase: TypewriterPhase } {
  const [count, setCount] = useState(text.length);
  const [phase, setPhase] = useState<TypewriterPhase>("static");

  useEffect(() => {
    if (prefersReducedMotion()) {
      setPhase("done");
      return;
    }
    let typed = 0;
    setCount(0);
    setPhase("typing");
    const timer = window.setInterval(() => {
      typed += 1;
      setCount(typed);
      if (typed >= text.length) {
        window.clearInterval(timer);
        setPhase("done");
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [text, intervalMs]);

  return { shown: text.slice(0, count), phase };
}
