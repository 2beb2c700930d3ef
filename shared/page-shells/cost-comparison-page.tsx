import { useEffect } from "react";
import { ServerFragment } from "../components/server-fragment";

/**
 * The cost comparison: the page is the server's fragment (server/pages/fragments/cost-comparison.tsx),
 * which works as a GET form without JavaScript; once hydrated, a script of its own (fetched on this
 * page only) recomputes the estimate as the visitor types.
 */
export function CostComparisonPage() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("../browser/cost-comparison-form").then(({ followCostForm }) => {
      const form = document.querySelector<HTMLFormElement>("form[data-cost-form]");
      if (!left && form) stop = followCostForm(form);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return <ServerFragment fragment="cost-comparison/page" />;
}
