import { createContext, useContext, type HTMLAttributes, type ReactElement } from "react";
import type { FragmentId } from "../lib/fragment-ids";

/** What a fragment shows: the server renders its element; the browser reuses the server's HTML. Sources are hooks. */
export type FragmentContent = { readonly element: ReactElement } | { readonly html: string };
export type FragmentSource = (id: FragmentId) => FragmentContent;

const FragmentSourceContext = createContext<FragmentSource>((id) => {
  throw new Error(`No fragment source for ${id}: wrap the app in a FragmentSourceProvider`);
});

export const FragmentSourceProvider = FragmentSourceContext.Provider;

interface ServerFragmentProps extends HTMLAttributes<HTMLElement> {
  readonly fragment: FragmentId;
  readonly as?: "div" | "section";
}

/**
 * A part of a page whose HTML is fixed at render time. On the server it renders the fragment's
 * element; in the browser it keeps exactly the HTML the server sent (so hydration adopts it as is)
 * or, after client-side navigation, the same HTML fetched from /fragments/{route}.json.
 */
export function ServerFragment({ fragment, as: Tag = "div", ...attributes }: ServerFragmentProps) {
  // The source is a hook: in the browser it may suspend while a route's fragments load.
  const useFragment = useContext(FragmentSourceContext);
  const content = useFragment(fragment);
  if ("element" in content) {
    return (
      <Tag data-fragment={fragment} {...attributes}>
        {content.element}
      </Tag>
    );
  }
  return <Tag data-fragment={fragment} {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
}
