import type { ReactNode } from "react";

/** The title band at the top of the inner pages. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  readonly eyebrow?: string;
  readonly title: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container container--narrow">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}
