import type { ReactNode, SVGProps } from "react";

/**
 * The few line icons the browser's bundle draws (Lucide's shapes, ISC licence), as plain SVG: Lucide's
 * React runtime cost more bytes than the icons themselves. Server fragments may use lucide-react, which
 * never reaches the bundle.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { readonly size?: number };

function icon(shapes: ReactNode) {
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
        {shapes}
      </svg>
    );
  };
}

export const Menu = icon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const X = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const ArrowRight = icon(<path d="M5 12h14m-7-7 7 7-7 7" />);
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
export const ExternalLink = icon(<path d="M15 3h6v6M10 14 21 3m-3 10v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
export const CircleAlert = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4m0 4h.01" />
  </>,
);
export const Send = icon(
  <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zm7.318-19.539-10.94 10.939" />,
);
