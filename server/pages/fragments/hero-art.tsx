/**
 * The hero's quiet background drawing: two overlapping circles on faint rules. Inline SVG rather
 * than a CSS background image, so it paints with the page instead of after the stylesheet is
 * parsed and a second request returns (as a background it was the page's largest paint, and late).
 */
export function HeroArt() {
  return (
    <svg className="hero__art-svg" viewBox="0 0 1000 1000" fill="none" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="560" cy="480" r="460" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#e9dcc0" stopOpacity=".55" />
          <stop offset="1" stopColor="#faf8f4" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-fade" x1="0" y1="0" x2="1000" y2="0" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#14213d" stopOpacity="0" />
          <stop offset=".35" stopColor="#14213d" stopOpacity=".14" />
          <stop offset="1" stopColor="#14213d" stopOpacity=".2" />
        </linearGradient>
        <linearGradient id="hero-brass" x1="300" y1="200" x2="800" y2="800" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#84642a" stopOpacity=".7" />
          <stop offset="1" stopColor="#b8904a" stopOpacity=".15" />
        </linearGradient>
        <linearGradient id="hero-rule" x1="40" y1="0" x2="960" y2="0" gradientUnits="userSpaceOnUse">
          <stop offset=".25" stopColor="#14213d" stopOpacity="0" />
          <stop offset=".7" stopColor="#14213d" stopOpacity=".08" />
        </linearGradient>
      </defs>
      <rect width="1000" height="1000" fill="url(#hero-glow)" />
      <g stroke="url(#hero-fade)" strokeWidth="1">
        <circle cx="440" cy="500" r="300" />
        <circle cx="640" cy="500" r="300" />
        <circle cx="440" cy="500" r="380" strokeDasharray="2 8" />
        <circle cx="640" cy="500" r="220" />
        <circle cx="540" cy="500" r="460" />
      </g>
      <path d="M540 240.4a300 300 0 0 1 0 519.2" stroke="url(#hero-brass)" strokeWidth="2" strokeLinecap="round" />
      <path d="M540 240.4a300 300 0 0 0 0 519.2" stroke="#14213d" strokeOpacity=".18" strokeWidth="1" />
      <path
        stroke="url(#hero-rule)"
        d="M40 200h920M40 280h920M40 360h920M40 440h920M40 560h920M40 640h920M40 720h920M40 800h920"
      />
      <g fill="#84642a" fillOpacity=".55">
        <circle cx="540" cy="240.4" r="4" />
        <circle cx="540" cy="759.6" r="4" />
      </g>
      <path d="M540 120v760" stroke="#14213d" strokeOpacity=".12" strokeDasharray="1 6" />
    </svg>
  );
}
