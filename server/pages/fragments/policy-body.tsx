import type { Policy } from "../../../shared/content/types";

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
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{`${index + 1}. ${section.heading}`}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.link ? (
              <p>
                <a href={section.link.to}>{section.link.label}</a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
