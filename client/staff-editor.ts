// The staff area's Markdown toolbar: buttons above each editor's text box for what the site renders
// (headings, lists, links, emphasis, quotes, tables). Served by the staff listener only, never part
// of the public site's bundle; the form works the same without it.

interface Action {
  /** What the button says, which is also its accessible name. */
  readonly label: string;
  readonly title: string;
  apply(selected: string): { readonly text: string; readonly select?: readonly [number, number] };
}

const eachLine = (selected: string, prefix: (index: number) => string) =>
  (selected || "Text")
    .split("\n")
    .map((line, index) => `${prefix(index)}${line}`)
    .join("\n");

const ACTIONS: readonly Action[] = [
  { label: "Heading", title: "Heading", apply: (s) => ({ text: `\n## ${s || "Heading"}\n` }) },
  { label: "Subheading", title: "Subheading", apply: (s) => ({ text: `\n### ${s || "Heading"}\n` }) },
  { label: "Bold", title: "Bold", apply: (s) => ({ text: `**${s || "bold words"}**` }) },
  { label: "Italic", title: "Italic", apply: (s) => ({ text: `*${s || "emphasised words"}*` }) },
  { label: "Link", title: "Link", apply: (s) => ({ text: `[${s || "words to link"}](https://)` }) },
  { label: "Bulleted list", title: "Bulleted list", apply: (s) => ({ text: `\n${eachLine(s, () => "- ")}\n` }) },
  {
    label: "Numbered list",
    title: "Numbered list",
    apply: (s) => ({ text: `\n${eachLine(s, (index) => `${index + 1}. `)}\n` }),
  },
  { label: "Quote", title: "Quote", apply: (s) => ({ text: `\n${eachLine(s, () => "> ")}\n` }) },
  {
    label: "Table",
    title: "Table",
    apply: () => ({ text: "\n| Heading | Heading |\n| --- | --- |\n| Cell | Cell |\n" }),
  },
];

function insert(area: HTMLTextAreaElement, action: Action): void {
  const { selectionStart: start, selectionEnd: end, value } = area;
  const { text } = action.apply(value.slice(start, end));
  area.focus();
  area.setRangeText(text, start, end, "select");
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

function toolbarFor(area: HTMLTextAreaElement): HTMLElement {
  const bar = document.createElement("div");
  bar.className = "markdown-toolbar";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "Formatting");
  bar.setAttribute("aria-controls", area.id);
  for (const action of ACTIONS) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action.label;
    button.addEventListener("click", () => insert(area, action));
    bar.append(button);
  }
  return bar;
}

for (const area of document.querySelectorAll<HTMLTextAreaElement>("textarea[data-markdown-editor]"))
  area.before(toolbarFor(area));
