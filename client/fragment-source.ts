import { use } from "react";
import type { FragmentContent, FragmentSource } from "../shared/components/server-fragment";
import { fragmentRoute, isPerPageFragment, type FragmentId } from "../shared/lib/fragment-ids";

/** Fragment HTML by id, or by id and page for fragments that differ per page. */
const html = new Map<string, string>();
const loading = new Map<string, Promise<void>>();

const keyOf = (id: string, pagePath: string | undefined) => (pagePath === undefined ? id : `${id}@${pagePath}`);

/** Takes the fragments of the page the server sent, as they are, before hydration. */
export function primeFragmentsFromDocument(root: ParentNode, pagePath = location.pathname): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-fragment]")) {
    const id = element.dataset.fragment as FragmentId | undefined;
    if (!id) continue;
    html.set(keyOf(id, isPerPageFragment(id) ? pagePath : undefined), element.innerHTML);
  }
}

function load(id: FragmentId, pagePath: string | undefined): Promise<void> {
  const route = fragmentRoute(id);
  const url = `/fragments/${route}.json${pagePath === undefined ? "" : `?path=${encodeURIComponent(pagePath)}`}`;
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`fragments for ${url}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      })
      .then((fragments) => {
        for (const [fragmentId, markup] of Object.entries(fragments)) html.set(keyOf(fragmentId, pagePath), markup);
      })
      .catch((error: unknown) => {
        // The page is still there on the server (or its 404 is): load it whole rather than show half of it.
        loading.delete(url);
        window.location.reload();
        throw error;
      });
    loading.set(url, pending);
  }
  return pending;
}

/** Fragments in the browser: the server's HTML, or (after navigation) the route's or page's fragments fetched once. */
export const useClientFragment: FragmentSource = (id: FragmentId, pagePath: string | undefined): FragmentContent => {
  const known = html.get(keyOf(id, pagePath));
  if (known !== undefined) return { html: known };
  // Suspends inside the navigation's transition, so the old page stays until the new one is ready.
  use(load(id, pagePath));
  return { html: html.get(keyOf(id, pagePath)) ?? "" };
};
