import { use } from "react";
import type { IslandContent, IslandSource } from "../shared/components/static-island";
import { islandRoute, type IslandId, type IslandRoute } from "../shared/islands/island-ids";

const html = new Map<string, string>();
const loading = new Map<IslandRoute, Promise<void>>();

/** Takes the islands of the page the server sent, as they are, before hydration. */
export function primeIslandsFromDocument(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (element.dataset.island) html.set(element.dataset.island, element.innerHTML);
  }
}

function loadRoute(route: IslandRoute): Promise<void> {
  let pending = loading.get(route);
  if (!pending) {
    pending = fetch(`/islands/${route}.json`, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`islands for ${route}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      })
      .then((islands) => {
        for (const [id, markup] of Object.entries(islands)) html.set(id, markup);
      })
      .catch((error: unknown) => {
        // The page is still there on the server: load it whole rather than show half of it.
        loading.delete(route);
        window.location.reload();
        throw error;
      });
    loading.set(route, pending);
  }
  return pending;
}

/** Islands in the browser: the server's HTML, or (after navigation) the route's islands fetched once. */
export const useClientIsland: IslandSource = (id: IslandId): IslandContent => {
  const known = html.get(id);
  if (known !== undefined) return { html: known };
  // Suspends inside the navigation's transition, so the old page stays until the new one is ready.
  use(loadRoute(islandRoute(id)));
  return { html: html.get(id) ?? "" };
};
