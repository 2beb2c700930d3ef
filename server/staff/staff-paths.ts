import type { Express } from "express";

interface Layer {
  readonly route?: { readonly path: string | readonly string[] };
  readonly handle?: { readonly stack?: readonly Layer[] };
}

/**
 * Every path the staff app routes, read from its routers (routers mounted at the root, as
 * createStaffApp mounts them): the list the public listener must answer 404 for, kept up to date by
 * whatever routes are added.
 */
export function staffPaths(app: Express): string[] {
  const paths = new Set<string>();
  const walk = (stack: readonly Layer[]) => {
    for (const layer of stack) {
      if (layer.route) for (const path of [layer.route.path].flat()) paths.add(path);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: readonly Layer[] } }).router.stack);
  return [...paths].sort();
}
