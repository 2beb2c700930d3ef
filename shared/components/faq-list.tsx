import type { SyntheticEvent } from "react";
import { ChevronDown } from "lucide-react";
import type { Faq } from "../content/types";

const GROUP_NAME = "faq";

/**
 * The FAQ accordion on <details name>: browsers open one item at a time natively, and an open item
 * closes when its summary is pressed again. The toggle handler repeats the one-open rule for
 * browsers without exclusive <details>.
 */
export function FaqList({ items }: { readonly items: readonly Faq[] }) {
  function handleToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement?.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP_NAME}"][open]`).forEach((other) => {
      if (other !== opened) other.open = false;
    });
  }

  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question} name={GROUP_NAME} className="faq" onToggle={handleToggle}>
          <summary className="faq__question">
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="faq__chevron" />
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
