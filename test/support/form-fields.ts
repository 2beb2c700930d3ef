// A form's fields as a browser would submit them, read from a page's HTML: text, hidden and date
// inputs, ticked checkboxes, each select's chosen option and each text area.
const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return found === undefined ? undefined : decoded(found);
};

export function formFields(
  html: string,
  only: (name: string) => boolean = () => true,
): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  const add = (name: string | undefined, value: string) => {
    if (!name || !only(name)) return;
    const before = fields[name];
    fields[name] = before === undefined ? value : [...[before].flat(), value];
  };
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const type = attribute(tag, "type") ?? "text";
    if (type === "file" || type === "submit") continue;
    if (type === "checkbox" && !/\schecked=""/.test(tag)) continue;
    add(attribute(tag, "name"), attribute(tag, "value") ?? "");
  }
  for (const [, tag = "", options = ""] of html.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    add(attribute(tag, "name"), decoded(/<option value="([^"]*)" selected=""/.exec(options)?.[1] ?? ""));
  }
  for (const [, tag = "", text = ""] of html.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g))
    add(attribute(tag, "name"), decoded(text));
  return fields;
}
