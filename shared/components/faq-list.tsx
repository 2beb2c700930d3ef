import { ChevronDown } from "./icons";
import type { Faq } from "../content/types";

/**
 * The FAQ accordion on <details name>: the browser opens one item at a time and closes the open
 * one when its summary is pressed again. No script is involved, so it works before and without
 * hydration.
 */
export function FaqList({ items }: { readonly items: readonly Faq[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} name="faq" className="faq">
          <summary className="faq__question">
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="faq__chevron" />
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
            {item.links?.map((link) => (
              <p key={link.to}>
                <a href={link.to}>{link.label}</a>
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
