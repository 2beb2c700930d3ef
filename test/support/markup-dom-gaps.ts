/**
 * Members of the HTML DOM that linkedom (parseMarkup's HTML documents) does not implement, by the
 * element that has them: the state of forms and their controls, tables, disclosure and links. On a
 * linkedom element each reads as undefined, so `boxes.filter((box) => box.checked)` would find none
 * and a test asserting that nothing is ticked would pass whatever the markup said. The guard makes
 * each one throw, naming what to read instead. Members linkedom has are never replaced.
 */
export const MEMBERS_LINKEDOM_LACKS: Readonly<Record<string, readonly string[]>> = {
  input: [
    "checked",
    "defaultChecked",
    "defaultValue",
    "form",
    "labels",
    "maxLength",
    "minLength",
    "required",
    "readOnly",
    "multiple",
    "min",
    "max",
    "step",
    "pattern",
    "autocomplete",
    "validity",
    "willValidate",
    "indeterminate",
  ],
  textarea: ["form", "labels", "maxLength", "minLength", "required", "readOnly", "defaultValue", "rows", "cols"],
  select: ["form", "labels", "selectedOptions", "selectedIndex", "multiple", "required"],
  option: ["defaultSelected", "disabled", "form", "index", "label", "text"],
  button: ["form", "labels", "value"],
  form: ["action", "method", "elements", "enctype", "noValidate"],
  label: ["htmlFor", "control", "form"],
  fieldset: ["disabled", "elements", "form"],
  table: ["caption", "tHead", "tFoot", "tBodies", "rows"],
  tbody: ["rows"],
  tr: ["cells", "rowIndex", "sectionRowIndex"],
  td: ["colSpan", "rowSpan", "headers", "cellIndex"],
  th: ["colSpan", "rowSpan", "headers", "cellIndex", "scope", "abbr"],
  details: ["open"],
  dialog: ["open"],
  a: ["relList", "hreflang", "text", "origin", "pathname", "search", "hash", "host", "protocol"],
};

/** A guard's getter, marked so a test can tell it from a member linkedom implements. */
export const IS_GUARD = Symbol("linkedom lacks this member");

/** Installs the guards on the prototypes of the elements `document` makes (once per prototype and member). */
export function guardMissingMembers(document: Pick<Document, "createElement">): void {
  for (const [tag, members] of Object.entries(MEMBERS_LINKEDOM_LACKS)) {
    const element = document.createElement(tag);
    const prototype = Object.getPrototypeOf(element) as object;
    for (const member of members) {
      if (member in element) continue;
      const get = Object.assign(
        () => {
          throw new Error(
            `parseMarkup's HTML document (linkedom) has no ${tag}.${member}: read the markup instead ` +
              "(getAttribute, hasAttribute, or a selector such as input:checked or :scope > caption)",
          );
        },
        { [IS_GUARD]: true },
      );
      Object.defineProperty(prototype, member, { configurable: true, get });
    }
  }
}
