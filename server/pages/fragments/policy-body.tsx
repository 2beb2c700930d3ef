import type { Policy } from "../../../shared/content/types";
import { Prose } from "./prose-section";

/** A policy's contents list and numbered sections: rendered on the server only (a fragment). */
export function PolicyBody({ policy }: { readonly policy: Policy }) {
  return (
    <>
      <nav className="policy__toc" aria-labelledby="policy-toc-heading">
        <h2 id="policy-toc-heading" className="policy__toc-heading">
          Contents
        </h2>
        <ol>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose policy__body">
        {policy.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {policy.sections.map((section, index) => (
          <Prose key={section.id} section={section} heading={`${index + 1}. ${section.heading}`} />
        ))}
      </div>
    </>
  );
}
