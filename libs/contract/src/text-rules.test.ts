import { describe, expect, it } from 'vitest';
import { requiredText } from './text-rules.ts';

const required = requiredText(100);

describe('required text', () => {
  it.each([
    ['blanks', ' \t\n\u00a0\u3000'],
    ['zero-width space', '\u200b'],
    ['zero-width joiners and BOM', '\u200c\u200d\ufeff'],
    ['Hangul filler U+3164', '\u3164'],
    ['Hangul choseong and jungseong fillers', '\u115f\u1160'],
    ['half-width Hangul filler', '\uffa0'],
    ['tag characters', '\u{e0041}\u{e0042}\u{e007f}'],
    ['soft hyphen, word joiner, invisible operators', '\u00ad\u2060\u2061\u2062'],
    ['variation selectors and the grapheme joiner', '\ufe0f\u034f\u{e0100}'],
    ['bidi controls', '\u202e\u2066\u2069'],
    ['the blank Braille cell', '\u2800'],
    ['a private-use character', '\ue000'],
  ])('is not satisfied by %s alone', (_, value) => {
    expect(required.safeParse(value).error?.issues[0]?.message).toBe('Required.');
  });

  it.each([
    ['Latin', 'a'],
    ['Devanagari', 'नमस्ते'],
    ['an emoji', '🙂'],
    ['a letter among invisible characters', '\u200b\u3164x\u200b'],
    ['a combining accent', 'e\u0301'],
  ])('is satisfied by %s', (_, value) => {
    expect(required.parse(value)).toBe(value);
  });
});
