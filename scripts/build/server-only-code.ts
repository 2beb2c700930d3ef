// A publish loads a new build's site module (server/site.ts and all it imports) into the running
// server; the rest of the server (the enquiry service, the HTTP server, configuration) stays as it
// started. This names that rest by a hash of its sources, so a publish can say when a build changes
// it and needs a code deploy (docs/operations.md, "Deploying new code").
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Metafile } from "esbuild";

/** The sources only the server's entry reaches (not the site module), hashed with their contents. */
export async function serverOnlyCodeHash(metafile: Metafile, root: string): Promise<string> {
  const reached = (entry: string) => reachable(metafile, entry);
  const site = reached("server/site.ts");
  const own = [...reached("server/index.ts")].filter((input) => !site.has(input)).sort();
  const hash = createHash("sha256");
  for (const input of own) hash.update(`${input}\0`).update(await readFile(join(root, input)));
  return hash.digest("hex").slice(0, 16);
}

/** Every source file an entry imports, directly or not (node_modules are external and not counted). */
function reachable(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const input = stack.pop() as string;
    if (seen.has(input) || !metafile.inputs[input]) continue;
    seen.add(input);
    for (const imported of metafile.inputs[input].imports) if (!imported.external) stack.push(imported.path);
  }
  return seen;
}
