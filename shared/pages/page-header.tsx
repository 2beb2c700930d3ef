import type { ReactNode } from "react";

/** The title band at the top of the inner pages. */
export function PageHeader({ eyebrow, title, children }: { readonly eyebrow?: string; readonly title: string; readonly children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="container container--narrow">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title" tabIndex={-1}>
          {keepHyphenatedWordsWhole(title)}
        </h1>
        {children}
      </div>
    </header>
  );
}

/** A word and a hyphen and a word, e.g. "In-House" (linear: neither side can match a hyphen). */
const HYPHENATED_WORD = /([^\s-]+(?:-[^\s-]+)+)/;

/** A title with each hyphenated word kept on one line: "In-" at a line's end reads as a typo. */
export function keepHyphenatedWordsWhole(title: string): ReactNode[] {
  return title.split(HYPHENATED_WORD).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
