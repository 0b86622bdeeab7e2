import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A Message-ID as headers carry it, with its angle brackets. */
export const bracketed = (id: string): string => (id.startsWith('<') ? id : `<${id.trim()}>`);

// RFC 5322 3.6.4 lets a long References drop middle entries; the first
// (where the conversation began) and the latest ones are what mail apps thread by.
const keptReferences = 10;

/**
 * Where a new reply sits in the lead's conversation, so the visitor's mail
 * app shows one thread: In-Reply-To the latest message of it, References
 * all of them, oldest first. The conversation begins with the visitor's
 * confirmation when it was sent (their copy of the lead, so a first reply
 * threads under it; the staff notification went to staff, never to them),
 * then our replies still standing and the visitor's messages, in time order.
 * An automatic reply is no part of it: her mail app threads our answer under
 * what she wrote, not under what her out-of-office sent on her behalf.
 */
export async function threadOf(
  db: Kysely<Database>,
  leadId: string,
  confirmationMessageId: string,
): Promise<{ inReplyTo: string | null; references: string | null }> {
  const confirmation = await db
    .selectFrom('confirmations')
    .select('sent_at')
    .where('submission_id', '=', leadId)
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  const replies = await db
    .selectFrom('lead_replies')
    .select(['message_id', 'created_at as at'])
    .where('submission_id', '=', leadId)
    .where('cancelled_at', 'is', null)
    .execute();
  const inbound = await db
    .selectFrom('lead_inbound')
    .select(['message_id', 'received_at as at'])
    .where('submission_id', '=', leadId)
    .where('kind', '<>', 'automatic')
    .execute();
  const messages = [
    ...(confirmation?.sent_at ? [{ message_id: confirmationMessageId, at: confirmation.sent_at }] : []),
    ...replies,
    ...inbound,
  ].sort((a, b) => a.at.localeCompare(b.at));
  const ids = [...new Set(messages.map((message) => bracketed(message.message_id)))];
  if (ids.length === 0) return { inReplyTo: null, references: null };
  const kept = ids.length > keptReferences ? [ids[0]!, ...ids.slice(-(keptReferences - 1))] : ids;
  return { inReplyTo: ids.at(-1) ?? null, references: kept.join(' ') };
}
