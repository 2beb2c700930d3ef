import { use } from "react";
import type { FragmentContent, FragmentSource } from "../shared/components/server-fragment";
import { fragmentRoute, type FragmentId, type FragmentRoute } from "../shared/lib/fragment-ids";

const html = new Map<string, string>();
const loading = new Map<FragmentRoute, Promise<void>>();

/** Takes the fragments of the page the server sent, as they are, before hydration. */
export function primeFragmentsFromDocument(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-fragment]")) {
    if (element.dataset.fragment) html.set(element.dataset.fragment, element.innerHTML);
  }
}

function loadRoute(route: FragmentRoute): Promise<void> {
  let pending = loading.get(route);
  if (!pending) {
    pending = fetch(`/fragments/${route}.json`, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`fragments for ${route}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      })
      .then((fragments) => {
        for (const [id, markup] of Object.entries(fragments)) html.set(id, markup);
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

/** Fragments in the browser: the server's HTML, or (after navigation) the route's fragments fetched once. */
export const useClientFragment: FragmentSource = (id: FragmentId): FragmentContent => {
  const known = html.get(id);
  if (known !== undefined) return { html: known };
  // Suspends inside the navigation's transition, so the old page stays until the new one is ready.
  use(loadRoute(fragmentRoute(id)));
  return { html: html.get(id) ?? "" };
};
