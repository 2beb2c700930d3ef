import { createElement, type SVGProps } from "react";

/**
 * The line icons the browser's bundle draws: Lucide's shapes, copied here as data and drawn by this
 * small component. The one source is lucide-react: icons.test.ts renders each of these beside
 * lucide-react's component of the same name and fails on any difference, so a copy cannot drift.
 * Importing the shapes from lucide-react's modules instead cost 0.2 KB brotli more (their module
 * wrappers and keys), and lucide-react's component runtime 1.3 KB more, against the 90 KB budget
 * (scripts/perf/budgets.system.test.ts). Server fragments use lucide-react's components, which never
 * reach the bundle.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { readonly size?: number };

/** A path's `d`, or another element with its attributes. */
type Shape = string | readonly ["circle" | "line", Readonly<Record<string, string>>];

function icon(shapes: readonly Shape[]) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {shapes.map((shape, key) =>
          typeof shape === "string" ? <path key={key} d={shape} /> : createElement(shape[0], { key, ...shape[1] }),
        )}
      </svg>
    );
  };
}

const circle = ["circle", { cx: "12", cy: "12", r: "10" }] as const;

export const Menu = /* @__PURE__ */ icon(["M4 5h16", "M4 12h16", "M4 19h16"]);
export const X = /* @__PURE__ */ icon(["M18 6 6 18", "m6 6 12 12"]);
export const ArrowRight = /* @__PURE__ */ icon(["M5 12h14", "m12 5 7 7-7 7"]);
export const ChevronDown = /* @__PURE__ */ icon(["m6 9 6 6 6-6"]);
export const ExternalLink = /* @__PURE__ */ icon([
  "M15 3h6v6",
  "M10 14 21 3",
  "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6",
]);
export const CircleCheck = /* @__PURE__ */ icon([circle, "m16 9-5.5 5.5L8 12"]);
export const CircleAlert = /* @__PURE__ */ icon([
  circle,
  ["line", { x1: "12", x2: "12", y1: "8", y2: "12" }],
  ["line", { x1: "12", x2: "12.01", y1: "16", y2: "16" }],
]);
export const Send = /* @__PURE__ */ icon([
  "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
  "m21.854 2.147-10.94 10.939",
]);
