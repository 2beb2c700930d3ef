import { createContext, useContext, type HTMLAttributes, type MouseEvent, type ReactElement } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isSitePath } from "../lib/site-path";
import { isPerPageFragment, type FragmentId } from "../lib/fragment-ids";

/** What a fragment shows: the server renders its element; the browser reuses the server's HTML. Sources are hooks. */
export type FragmentContent = { readonly element: ReactElement } | { readonly html: string };
/** `pagePath` is the page's pathname for fragments that differ per page (a post, a list page), else undefined. */
export type FragmentSource = (id: FragmentId, pagePath: string | undefined) => FragmentContent;

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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const content = useFragment(fragment, isPerPageFragment(fragment) ? pathname : undefined);

  // A fragment's links are plain <a> elements: follow the site's own inside the app, as <Link> would.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.("a");
    const href = link?.getAttribute("href");
    // Another site, a new tab or window, a download, or a click already handled: the browser's job.
    // data-reload marks a link the server must answer itself (a form it fills in from the query).
    if (!isSitePath(href) || link?.target || link?.hasAttribute("download") || link?.hasAttribute("data-reload"))
      return;
    if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(href);
  };

  if ("element" in content) {
    return (
      <Tag data-fragment={fragment} {...attributes}>
        {content.element}
      </Tag>
    );
  }
  return (
    <Tag
      data-fragment={fragment}
      {...attributes}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: content.html }}
    />
  );
}
