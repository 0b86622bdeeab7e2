import type { InboundKind } from '@agency/staff-contract';

// The headers by which mail says it was sent by a program or through a list.
// RFC 3834 has auto-responders write Auto-Submitted (anything but `no`);
// older vacation programs and Exchange write X-Autoreply, X-Autorespond or
// Precedence: auto_reply instead. Lists and groups write List-Id (RFC 2919)
// or Precedence: list or bulk.
const autoSubmitted = 'auto-submitted';
const autoReplyFlags = ['x-autoreply', 'x-autorespond'] as const;
const precedence = 'precedence';
const autoReplyPrecedence = 'auto_reply';
const listId = 'list-id';
const listPrecedences = ['list', 'bulk'] as const;

/** A header's value as a keyword: unfolded, its comment and parameters dropped, lower case. */
const keyword = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\([^)]*\)/g, ' ')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * Who wrote a message, by its headers (mailparser's header lines, lower-case
 * keys). An automatic one is recognised first: an out-of-office relayed by a
 * list is still nobody's answer. A list's message is an answer all the same,
 * labelled: a person may well have written it. Only the headers are read,
 * never the subject's "Out of office" in some language: a guess there would
 * hide a person's answer from Needs a reply.
 */
export function inboundKindOf(headerLines: readonly { key: string; line: string }[]): InboundKind {
  const values = (name: string) => headerLines.filter((h) => h.key === name).map((h) => keyword(h.line));
  if (values(autoSubmitted).some((value) => value !== 'no')) return 'automatic';
  if (autoReplyFlags.some((name) => values(name).length > 0)) return 'automatic';
  const precedences = values(precedence);
  if (precedences.includes(autoReplyPrecedence)) return 'automatic';
  if (values(listId).length > 0) return 'list';
  if (precedences.some((value) => (listPrecedences as readonly string[]).includes(value))) return 'list';
  return 'answer';
}
