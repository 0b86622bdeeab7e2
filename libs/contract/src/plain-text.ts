/**
 * The characters that make text do something other than read as itself
 * where staff see it: the C0 controls (CR, LF and TAB included), DEL and
 * the C1 controls, Unicode's Cc (ESC and BEL drive a terminal; CR and LF
 * start a free-standing line in a mail), the line and paragraph
 * separators (a line break to a mail client or an editor), and the
 * bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069), which reorder what follows them: `cv\u202Efdp.exe`
 * reads as "cvexe.pdf".
 */
export const controlCharacter = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const everyControlCharacter = new RegExp(controlCharacter.source, 'gu');

/**
 * The text with those characters removed: for values that are one line of
 * plain text by nature (attribution, a file's name), never for what a
 * visitor typed in a field, which is kept as sent.
 */
export function plainText(text: string): string {
  return text.replace(everyControlCharacter, '');
}
