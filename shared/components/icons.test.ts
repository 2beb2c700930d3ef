import * as Lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

/** The shapes inside an icon's <svg>, which is where the two renderers may differ (class names, aria). */
const shapes = (markup: string) => markup.replace(/^<svg[^>]*>|<\/svg>$/g, "");

describe("the browser's icons", () => {
  it.each(Object.keys(icons))("%s draws lucide-react's own shapes", (name) => {
    const ours = renderToStaticMarkup(createIcon(icons[name as keyof typeof icons]));
    const theirs = renderToStaticMarkup(createIcon(Lucide[name as keyof typeof icons]));
    expect(shapes(ours)).not.toBe("");
    expect(shapes(ours)).toBe(shapes(theirs));
    expect(ours).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*stroke-width="2"/);
  });
});

function createIcon(Icon: (typeof icons)[keyof typeof icons] | Lucide.LucideIcon) {
  return createElement(Icon, { "aria-hidden": "true", size: 16 });
}
