import { useEffect, useRef } from "react";
import { ServerFragment } from "./server-fragment";

/**
 * What happens after an enquiry (issue 33), beside the contact form: the words are the server's
 * fragment (who replies and by when, from plans.json), so none ship in the bundle. The form's
 * toast and reset are the spec's and stay as they are; this panel stays on the page until the
 * visitor leaves. When the form starts sending (its button disabled), the panel is brought into
 * view, no further than needed: on a phone it sits below the Send button, which a visitor often
 * presses at the bottom of the screen. A refused form never starts sending, so its first invalid
 * field keeps the focus and the view.
 */
export function NextStepsPanel() {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const section = panel.current?.closest("section");
    if (!section) return;
    let frame = 0;
    const onSubmit = (event: Event) => {
      const form = event.target as HTMLFormElement;
      // The form's own handler runs after this one (React listens at the root): look once it has.
      frame = requestAnimationFrame(() => {
        if (form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled) panel.current?.scrollIntoView({ block: "nearest" });
      });
    };
    section.addEventListener("submit", onSubmit);
    return () => {
      cancelAnimationFrame(frame);
      section.removeEventListener("submit", onSubmit);
    };
  }, []);
  return (
    <div ref={panel} className="contact__next">
      <ServerFragment fragment="home/next-steps" />
    </div>
  );
}
