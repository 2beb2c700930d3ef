import { createElement, type SVGProps } from "react";
import type { LucideIconData } from "lucide-react";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as chevronDown from "lucide-react/icons/chevron-down";
// CircleAlert is lucide-react's alias of circle-exclamation-point, whose module holds the shapes.
import * as circleAlert from "lucide-react/icons/circle-exclamation-point";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as externalLink from "lucide-react/icons/external-link";
import * as menu from "lucide-react/icons/menu";
import * as send from "lucide-react/icons/send";
import * as x from "lucide-react/icons/x";

/**
 * The line icons the browser's bundle draws: Lucide's own shapes, read from lucide-react's per-icon
 * modules (their `__iconData`), drawn by this small component. lucide-react's component runtime
 * costs 1.3 KB brotli more than this, over the 90 KB budget (scripts/perf/budgets.system.test.ts);
 * the client build marks its per-icon component calls pure (scripts/build/config.ts), so only the
 * shapes ship. Server fragments use lucide-react's components, which never reach the bundle.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { readonly size?: number };

/**
 * lucide-react's per-icon module: its types name only the component, but it exports the shapes too.
 * Each is read as `module.__iconData` where it is imported, so the bundler keeps that export alone.
 */
type IconModule = { readonly __iconData: LucideIconData };

function icon({ node: shapes }: LucideIconData) {
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
        {shapes.map(([tag, attributes]) => createElement(tag, attributes))}
      </svg>
    );
  };
}

export const Menu = /* @__PURE__ */ icon((menu as unknown as IconModule).__iconData);
export const X = /* @__PURE__ */ icon((x as unknown as IconModule).__iconData);
export const ArrowRight = /* @__PURE__ */ icon((arrowRight as unknown as IconModule).__iconData);
export const ChevronDown = /* @__PURE__ */ icon((chevronDown as unknown as IconModule).__iconData);
export const ExternalLink = /* @__PURE__ */ icon((externalLink as unknown as IconModule).__iconData);
export const CircleCheck = /* @__PURE__ */ icon((circleCheck as unknown as IconModule).__iconData);
export const CircleAlert = /* @__PURE__ */ icon((circleAlert as unknown as IconModule).__iconData);
export const Send = /* @__PURE__ */ icon((send as unknown as IconModule).__iconData);
