import type { ReactNode } from "react";
import type { ProseSection } from "../../../shared/content/types";
import { joinSectionNumbers } from "../../../shared/lib/typography";

/**
 * A headed section of prose, as the policies and /how-we-work write them: paragraphs, an optional
 * list, the paragraphs after it and a link to the page that says more. Section references
 * ("s 308") are kept on one line.
 */
export function Prose({
  section,
  heading = section.heading,
  children,
}: {
  readonly section: ProseSection;
  readonly heading?: string;
  readonly children?: ReactNode;
}) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{heading}</h2>
      <Paragraphs texts={section.paragraphs} />
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{joinSectionNumbers(item)}</li>
          ))}
        </ul>
      ) : null}
      {section.after ? <Paragraphs texts={section.after} /> : null}
      {section.link ? (
        <p>
          <a href={section.link.to}>{section.link.label}</a>
        </p>
      ) : null}
      {children}
    </section>
  );
}

function Paragraphs({ texts }: { readonly texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{joinSectionNumbers(text)}</p>);
}
