import { createContext, useContext, type HTMLAttributes, type ReactElement } from "react";
import type { IslandId } from "../islands/island-ids";

/** What an island shows: the server renders its element; the browser reuses the server's HTML. Sources are hooks. */
export type IslandContent = { readonly element: ReactElement } | { readonly html: string };
export type IslandSource = (id: IslandId) => IslandContent;

const IslandSourceContext = createContext<IslandSource>((id) => {
  throw new Error(`No island source for ${id}: wrap the app in an IslandSourceProvider`);
});

export const IslandSourceProvider = IslandSourceContext.Provider;

interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  readonly island: IslandId;
  readonly as?: "div" | "section";
}

/**
 * A part of a page whose HTML is fixed at render time. On the server it renders the island's
 * element; in the browser it keeps exactly the HTML the server sent (so hydration adopts it as is)
 * or, after client-side navigation, the same HTML fetched from /islands/{route}.json.
 */
export function StaticIsland({ island, as: Tag = "div", ...attributes }: StaticIslandProps) {
  // The source is a hook: in the browser it may suspend while a route's islands load.
  const useIsland = useContext(IslandSourceContext);
  const content = useIsland(island);
  if ("element" in content) {
    return (
      <Tag data-island={island} {...attributes}>
        {content.element}
      </Tag>
    );
  }
  return <Tag data-island={island} {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
}
