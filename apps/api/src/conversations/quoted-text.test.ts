import { describe, expect, it } from 'vitest';
import { withoutQuotedHistory } from './quoted-text.ts';

describe('the new text of a reply', () => {
  it.each([
    [
      'Gmail',
      'Sounds good.\r\n\r\nOn Mon, 3 Nov 2025 at 10:00, Agency <replies@agency.example> wrote:\r\n> Shall we?\r\n',
      'Sounds good.',
    ],
    [
      'a wrapped attribution',
      'Yes.\n\nOn Mon, 3 Nov 2025 at 10:00, Agency Recruitment\n<replies@agency.example> wrote:\n> Shall we?',
      'Yes.',
    ],
    [
      'Outlook',
      'Thanks!\n\n________________________________\nFrom: Agency <replies@agency.example>\nSent: 03 November 2025 10:00\nSubject: Interview',
      'Thanks!',
    ],
    [
      'Outlook without a rule',
      'Thanks!\n\nFrom: Agency <replies@agency.example>\nSent: 03 November 2025 10:00\nTo: Asha',
      'Thanks!',
    ],
    ['an original-message separator', 'Fine.\n-----Original Message-----\nold', 'Fine.'],
    [
      'French',
      'D’accord.\n\nLe lun. 3 nov. 2025 à 10:00, Agency <replies@agency.example> a écrit :\n> Old',
      'D’accord.',
    ],
    ['a trailing quote alone', 'Agreed.\n\n> Old line\n>\n> More', 'Agreed.'],
  ])('drops the history quoted by %s', (_, text, expected) => {
    expect(withoutQuotedHistory(text)).toBe(expected);
  });

  it('keeps an answer written between quotes, and a message that is all quote', () => {
    expect(withoutQuotedHistory('> When can you start?\nIn March.\n> Salary?\nAs discussed.')).toBe(
      '> When can you start?\nIn March.\n> Salary?\nAs discussed.',
    );
    expect(withoutQuotedHistory('> only a quote')).toBe('> only a quote');
  });

  it('keeps lines that only look like the start of history', () => {
    const text = 'On Monday I wrote the report.\nFrom: my side, all fine.';
    expect(withoutQuotedHistory(text)).toBe(text);
  });
});
