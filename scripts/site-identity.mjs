// The practice's identity for build scripts, checked by the same valibot schema the site uses:
// shared/content/practice.ts is bundled in memory and imported, so a bad practice.json stops the
// build with the file, the field and what is expected.
import * as esbuild from "esbuild";
import { ROOT } from "./paths.mjs";

const ENTRY = `import practiceFile from "./shared/content/practice.json";
import { parsePractice } from "./shared/content/practice-schema";
parsePractice(practiceFile);
export { PRACTICE, ADDRESS_LINE, RELATIONSHIP_STATEMENT } from "./shared/content/practice";
export { SITE } from "./shared/content/site";
export { PracticeFileError } from "./shared/content/practice-schema";`;

/** Thrown with the schema's own message (file, field, expectation) when the identity is invalid. */
export class IdentityError extends Error {
  name = "IdentityError";
}

/** { PRACTICE, ADDRESS_LINE, RELATIONSHIP_STATEMENT, SITE }, validated. */
export async function loadSiteIdentity() {
  const result = await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: "ts", sourcefile: "site-identity-entry.ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  try {
    return await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  } catch (error) {
    if (error instanceof Error && error.name === "PracticeFileError") throw new IdentityError(error.message);
    throw error;
  }
}
