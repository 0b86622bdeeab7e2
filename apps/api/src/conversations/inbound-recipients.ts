import { envelopeTokenOfAddress, tokenOfAddress } from './reply-token.ts';

/** The headers that name where a message was sent: the first two by the sender, the last two by the receiving server. */
export const recipientHeaders = ['to', 'cc', 'delivered-to', 'x-original-to'] as const;

/** More distinct tokens than this in one message is never an answer to one lead. */
const maxTokens = 5;

/**
 * The tokens a message was addressed to: every address in its To, Cc,
 * Delivered-To and X-Original-To that is the reply mailbox with a well-formed
 * +tag, a lead's (tokenOfAddress, its Reply-To) or a reply's
 * (envelopeTokenOfAddress, its envelope sender, where delivery reports and
 * auto-replies go). Words are split on the separators of an address list,
 * with no pattern that can backtrack: 10,000 recipients cost one pass.
 * `tooMany` when the message names more than a handful of either.
 */
export function tokensAddressedTo(
  headerLines: readonly { key: string; line: string }[],
  replyMailbox: string,
): { tokens: string[]; envelopeTokens: string[]; tooMany: boolean } {
  const tokens = new Set<string>();
  const envelopeTokens = new Set<string>();
  const domain = replyMailbox.slice(replyMailbox.lastIndexOf('@')).toLowerCase();
  const found = (tooMany: boolean) => ({ tokens: [...tokens], envelopeTokens: [...envelopeTokens], tooMany });
  for (const { key, line } of headerLines) {
    if (!(recipientHeaders as readonly string[]).includes(key)) continue;
    const value = line.slice(line.indexOf(':') + 1);
    for (const word of value.split(/[\s<>,;:"()[\]]+/)) {
      if (!word.toLowerCase().endsWith(domain)) continue;
      const token = tokenOfAddress(replyMailbox, word);
      if (token) tokens.add(token);
      const envelopeToken = envelopeTokenOfAddress(replyMailbox, word);
      if (envelopeToken) envelopeTokens.add(envelopeToken);
      if (tokens.size + envelopeTokens.size > maxTokens) return found(true);
    }
  }
  return found(false);
}
