/**
 * Characters no person sees that can still carry or reorder text: Unicode's format characters (Cf:
 * bidi controls, zero-width characters, the BOM, the soft hyphen, the tag characters) and every
 * Default_Ignorable_Code_Point, which adds the variation selectors (U+FE00-FE0F, U+E0100-E01EF),
 * the Hangul fillers and the combining grapheme joiner. A run of them can spell out an instruction
 * to a mail assistant that staff never see ("ASCII smuggling"), so every field the practice reads
 * loses them, in the form, the API, the store, the mail and the staff tools alike. Taken from
 * Unicode's own properties, so a new Unicode version's additions are covered by the runtime's tables.
 */
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
/** A pictograph that may take one emoji-presentation selector after it (the red heart's U+FE0F). */
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI_PRESENTATION = "\uFE0F";

/**
 * `value` without its invisible characters, except one U+FE0F straight after a pictograph (it draws
 * the emoji in colour and hides nothing: one selector cannot carry a message, a run of them can).
 * The pattern runs on one character at a time, never on the value.
 */
export function withoutInvisibles(value: string): string {
  let kept = "";
  let previous = "";
  for (const character of value) {
    const keepsSelector = character === EMOJI_PRESENTATION && PICTOGRAPH.test(previous);
    if (keepsSelector || !INVISIBLE.test(character)) kept += character;
    previous = character;
  }
  return kept;
}
