import { controlCharacter } from '@agency/contract';

const everyControlCharacter = new RegExp(controlCharacter.source, 'gu');
const named: Readonly<Record<string, string>> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };
const hex = (character: string, digits: number) => character.charCodeAt(0).toString(16).padStart(digits, '0');

/**
 * A stored value as the CLI prints it: every control and bidirectional
 * character (plain-text.ts) written out as an escape (`\r`, `\x1b`,
 * `\u202e`), so no value a visitor or a remote server sent can set the
 * terminal's title, clear its screen, move its cursor, start a line of its
 * own or reorder what is printed after it; and a tab in a value never
 * shifts the columns of `leads list`.
 */
export function printable(text: string): string {
  return text.replace(everyControlCharacter, (character) => {
    const code = character.charCodeAt(0);
    return named[character] ?? (code < 0x100 ? `\\x${hex(character, 2)}` : `\\u${hex(character, 4)}`);
  });
}

/**
 * JSON as the CLI prints it: JSON.stringify escapes the C0 controls in a
 * string itself (the line breaks left are its own layout), and DEL, C1, the
 * separators and the bidirectional characters are written as `\u` escapes
 * too, which a JSON reader reads back as the same text.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(everyControlCharacter, (character) =>
    character < ' ' ? character : `\\u${hex(character, 4)}`,
  );
}
