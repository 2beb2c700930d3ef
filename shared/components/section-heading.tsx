import type { ReactNode } from "react";

interface SectionHeadingProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro?: string;
  readonly align?: "start" | "center";
  readonly children?: ReactNode;
}

export function SectionHeading({ id, eyebrow, heading, intro, align = "start" }: SectionHeadingProps) {
  return (
    <header className={`section-heading section-heading--${align}`}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {heading}
      </h2>
      {intro ? <p className="section-heading__intro">{intro}</p> : null}
    </header>
  );
}
