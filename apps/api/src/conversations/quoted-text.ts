// The new text of a reply, without the history its mail app quoted below it.
//
// Hand-written rather than email-reply-parser (the common npm package): its
// patterns run as JavaScript regular expressions unless the native re2 module
// is built, and some backtrack quadratically on crafted text. On this project's
// 2-core host 60 KB of "On " repeated took it 2.4 s and 66 KB of
// "01.01.2024 " 1.9 s, each a stall of the whole API (docs/api.md, "Reading
// replies"). Here every line is looked at once, with string tests only, and
// only the first 400 characters of a line are looked at: linear in the text.

/** How each language's mail apps introduce the quoted message ("On … wrote:"). */
const attributions: readonly [start: string, end: string][] = [
  ['on ', 'wrote:'],
  ['le ', 'a écrit :'],
  ['le ', 'a écrit:'],
  ['el ', 'escribió:'],
  ['il ', 'ha scritto:'],
  ['em ', 'escreveu:'],
  ['am ', 'schrieb:'],
  ['op ', 'geschreven:'],
  ['op ', 'schreef:'],
  ['den ', 'skrev:'],
  ['w dniu ', 'napisał:'],
  ['w dniu ', 'pisze:'],
];

/** Separator lines of Outlook, Apple Mail and forwarding, lower-cased, dashes and blanks aside. */
const separators = new Set([
  'original message',
  'forwarded message',
  'ursprüngliche nachricht',
  'message d’origine',
  "message d'origine",
  'mensaje original',
  'messaggio originale',
  'oorspronkelijk bericht',
  'begin forwarded message:',
]);

/** Outlook's header block: "From: …" followed within four lines by one of these. */
const headerStarts = ['from:', 'von:', 'de:', 'van:', 'da:', 'od:'];
const headerFollowers = [
  'sent:',
  'date:',
  'to:',
  'subject:',
  'gesendet:',
  'envoyé :',
  'envoyé:',
  'enviado:',
  'datum:',
  'an:',
  'à :',
  'para:',
  'betreff:',
  'objet :',
];

const inspected = 400;
const lower = (line: string) =>
  line
    .slice(0, inspected)
    .trim()
    .replace(/^\*+|\*+$/g, '')
    .trim()
    .toLowerCase();

function isAttribution(line: string, next: string | undefined): boolean {
  const text = lower(line);
  const joined = next === undefined ? text : `${text} ${lower(next)}`;
  return attributions.some(
    ([start, end]) =>
      (text.startsWith(start) && text.endsWith(end)) ||
      (text.startsWith(start) && joined.endsWith(end) && !text.endsWith(':')),
  );
}

function isSeparator(line: string): boolean {
  const text = lower(line);
  if (/^_{5,}$/.test(text.slice(0, 80))) return true;
  if (!text.startsWith('--') && !text.startsWith('begin')) return false;
  return separators.has(text.replace(/^-+\s*|\s*-+$/g, ''));
}

function isHeaderBlock(lines: readonly string[], at: number): boolean {
  const first = lower(lines[at] ?? '');
  if (!headerStarts.some((start) => first.startsWith(start))) return false;
  for (let i = at + 1; i <= at + 4 && i < lines.length; i += 1) {
    const line = lower(lines[i] ?? '');
    if (headerFollowers.some((follower) => line.startsWith(follower))) return true;
  }
  return false;
}

const isQuoted = (line: string) => line.trimStart().startsWith('>');
const isBlank = (line: string) => line.trim() === '';

/**
 * The text up to where the quoted history starts: an attribution line ("On …
 * wrote:", possibly wrapped over two lines), a separator ("-----Original
 * Message-----", Outlook's line of underscores), an Outlook header block
 * ("From: … Sent: …"), or the block of ">"-quoted lines that ends the message.
 * Quotes answered between (an inline reply) are kept. Where nothing would be
 * left (the whole message is quoted), the text is kept whole.
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = lines.length;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (isAttribution(line, lines[i + 1]) || isSeparator(line) || isHeaderBlock(lines, i)) {
      cut = i;
      break;
    }
  }
  // The ">" block at the end (blank lines within it included).
  let end = cut;
  while (end > 0 && (isQuoted(lines[end - 1] ?? '') || isBlank(lines[end - 1] ?? ''))) end -= 1;
  const kept = lines.slice(0, end);
  while (kept.length > 0 && isBlank(kept[0] ?? '')) kept.shift();
  const result = kept.join('\n').trimEnd();
  return result === '' ? lines.join('\n').trim() : result;
}
