// A delivery status notification (RFC 3464): a multipart/report whose
// message/delivery-status part says, per recipient, whether the message was
// delivered, and whose last part carries the original's headers, its
// Message-ID among them. mailparser folds the status part into the text, so
// the parts are read here; only the top level of the report is read.

/** What a bounce says about one of our messages. */
export interface BounceReport {
  /** The Message-ID of the message that bounced, `<…>`, if the report names it. */
  originalMessageId: string | undefined;
  /** True when a recipient's action is `failed` (not delayed, delivered, relayed or expanded). */
  failed: boolean;
  /**
   * The addresses the failed recipients were sent to, lower case: each one's
   * Original-Recipient (the ORCPT its sender gave, kept through forwarding)
   * and Final-Recipient (where the reporting server last tried).
   */
  failedRecipients: string[];
  /** For people, at most 200 characters: the status code and the remote server's words. */
  reason: string;
}

const maxReason = 200;

/** Header fields of a block (folded lines joined), lower-cased names; the first of each name. */
function fields(block: string): Map<string, string> {
  const map = new Map<string, string>();
  let name: string | undefined;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && name) {
      map.set(name, `${map.get(name)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) {
      name = undefined;
      continue;
    }
    name = line.slice(0, colon).trim().toLowerCase();
    if (!map.has(name)) map.set(name, line.slice(colon + 1).trim());
    else name = undefined;
  }
  return map;
}

/** Splits a part into its headers and its body at the first empty line. */
function splitPart(part: string): [headers: string, body: string] {
  const match = /\r?\n\r?\n/.exec(part);
  return match ? [part.slice(0, match.index), part.slice(match.index + match[0].length)] : [part, ''];
}

/** The top-level parts of a multipart body, by its boundary. */
function parts(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const pieces = body.split(delimiter);
  // Before the first delimiter: the preamble; after the closing one ("--"): the epilogue.
  return pieces
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .map((piece) => piece.replace(/^[ \t]*\r?\n/, ''));
}

/** `rfc822; Asha@Example.com` as `asha@example.com`; other address types as written, lower case. */
const recipientAddress = (value: string) =>
  value
    .replace(/^\s*rfc822\s*;/i, '')
    .trim()
    .replace(/^<(.*)>$/, '$1')
    .toLowerCase();

const messageIdIn = (value: string | undefined) => /<[^<>\s]{1,900}>/.exec(value ?? '')?.[0];

/**
 * The report, when `raw` is a multipart/report of report-type
 * delivery-status (its Content-Type given as mailparser read it); undefined
 * for any other message.
 */
export function bounceReport(
  raw: Buffer,
  contentType: { value: string; params: Record<string, string> } | undefined,
  inReplyTo: string | undefined,
): BounceReport | undefined {
  if (contentType?.value.toLowerCase() !== 'multipart/report') return undefined;
  if (contentType.params['report-type']?.toLowerCase() !== 'delivery-status') return undefined;
  const boundary = contentType.params.boundary;
  if (!boundary) return undefined;
  const [, body] = splitPart(raw.toString('utf8'));
  let status: string | undefined;
  let original: string | undefined;
  for (const part of parts(body, boundary)) {
    const [head, content] = splitPart(part);
    const type = (fields(head).get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
    const encoding = fields(head).get('content-transfer-encoding')?.toLowerCase();
    const text = encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : content;
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status') status ??= text;
    if (type === 'message/rfc822' || type === 'text/rfc822-headers' || type === 'message/global-headers')
      original ??= splitPart(text)[0];
  }
  if (status === undefined) return undefined;
  // The per-message block, then one block per recipient.
  const recipients = status
    .split(/\r?\n[ \t]*\r?\n/)
    .slice(1)
    .map(fields)
    .filter((block) => block.has('action'));
  const failedOnes = recipients.filter((block) => block.get('action')?.toLowerCase() === 'failed');
  const described = failedOnes[0] ?? recipients[0];
  const reason = [described?.get('status'), described?.get('diagnostic-code')?.replace(/^[a-z-]+;\s*/i, '')]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    originalMessageId:
      messageIdIn(original === undefined ? undefined : fields(original).get('message-id')) ??
      messageIdIn(inReplyTo),
    failed: failedOnes.length > 0,
    failedRecipients: failedOnes.flatMap((block) =>
      ['original-recipient', 'final-recipient']
        .map((name) => block.get(name))
        .filter((value): value is string => value !== undefined)
        .map(recipientAddress),
    ),
    reason: (reason || 'the receiving mail server returned it').slice(0, maxReason),
  };
}
