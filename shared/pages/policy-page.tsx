import type { Policy } from "../content/types";
import { usePageTitle } from "../hooks/use-page-title";
import { pageTitle } from "../page-meta";
import { PageHeader } from "./page-header";

/** Terms of Service and Privacy Policy: numbered sections with a table of contents. */
export function PolicyPage({ policy }: { readonly policy: Policy }) {
  usePageTitle(pageTitle(policy.title));
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title}>
        <p className="page-header__meta">{`Last Updated ${policy.lastUpdated}`}</p>
      </PageHeader>
      <div className="container container--narrow policy">
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
              <h2 id={section.id}>
                {`${index + 1}. ${section.heading}`}
              </h2>
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
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
