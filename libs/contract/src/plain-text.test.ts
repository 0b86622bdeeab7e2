import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plain text', () => {
  it.each([
    ['CR, LF and TAB', 'a\rb\nc\td', 'abcd'],
    ['NUL and the other C0 controls', '\u0000x\u0001\u001f', 'x'],
    ['ESC and BEL, which drive a terminal', '\u001b]0;title\u0007x\u001b[2J', ']0;titlex[2J'],
    ['DEL and the C1 controls', 'a\u007fb\u0080c\u009bd\u009f', 'abcd'],
    ['the line and paragraph separators', 'a\u2028b\u2029c', 'abc'],
    ['a right-to-left override', 'cv\u202efdp.exe', 'cvfdp.exe'],
    ['every embedding and override', '\u202ax\u202by\u202cz\u202d\u202e', 'xyz'],
    ['the isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the direction marks', '\u200ea\u200fb\u061cc', 'abc'],
  ])('removes %s', (_, text, plain) => {
    expect(plainText(text)).toBe(plain);
  });

  it('keeps every other character, the letters of right-to-left scripts included', () => {
    const text = 'Priya Nair – CV (नमस्ते) שלום مرحبا 🙂 e\u0301 \u00a0';
    expect(plainText(text)).toBe(text);
  });
});
