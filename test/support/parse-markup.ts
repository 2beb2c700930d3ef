import { createRequire } from "node:module";

/** jsdom's window, as much of it as these tests use (jsdom ships no types of its own). */
type JsdomConstructor = new (html: string) => { readonly window: { readonly DOMParser: typeof DOMParser } };

let parser: DOMParser | undefined;

/**
 * A document parsed from the HTML or XML the server sent, by jsdom's DOMParser, for tests that run in
 * Node. Running such a file in the jsdom environment instead costs it a fresh import of the whole app
 * (vitest.setup.ts resets the modules of every file with a window) and a window it does not use.
 */
export function parseMarkup(text: string, type: DOMParserSupportedType = "text/html"): Document {
  if (!parser) {
    const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };
    parser = new new JSDOM("").window.DOMParser();
  }
  return parser.parseFromString(text, type);
}
