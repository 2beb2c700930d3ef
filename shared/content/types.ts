/** Shapes of the site's copy. Every string a visitor reads is data of one of these types. */

export interface Card {
  readonly title: string;
  readonly body: string;
  /** The card a sentence from the team data opens (server/pages/fragments/home-sections.tsx): who leads the practice. */
  readonly about?: "leadership";
}

export interface PracticeArea extends Card {
  /** Short list of typical matters shown under the description. */
  readonly matters: readonly string[];
  /** Extra line shown in smaller type, e.g. who delivers the work. */
  readonly note?: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
  /** Pages that answer it at more length, linked after the answer. */
  readonly links?: readonly { readonly label: string; readonly to: string }[];
  /** The answer the plans' prices are added to (server/pages/fragments/home-sections.tsx). */
  readonly about?: "pricing";
}

/** One numbered section of a policy page. Paragraphs are plain text; list items are optional. */
/** A headed run of prose: paragraphs, an optional list and the paragraphs after it (policies, /how-we-work). */
export interface ProseSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
  /** A page of the site that says more, linked after the section. */
  readonly link?: { readonly label: string; readonly to: string };
}

export interface Policy {
  readonly title: string;
  readonly lastUpdated: string;
  readonly intro: readonly string[];
  readonly sections: readonly ProseSection[];
}
