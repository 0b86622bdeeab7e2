import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// 160 random bits as 32 characters of lower-case base32: unguessable, and the
// same whatever case a mail system gives the address back in.
const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
const tokenPattern = /^[a-z2-7]{32}$/;

/** A new token: a lead's (its Reply-To) or one reply's (its envelope sender). */
export function newReplyToken(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

/**
 * The Reply-To address of a lead's replies: the agency's reply mailbox with
 * the token as its `+` tag (`replies+<token>@agency.example`), which every
 * common mail host delivers to the mailbox itself.
 */
export function replyAddress(mailbox: string, token: string): string {
  const at = mailbox.lastIndexOf('@');
  if (at < 1) throw new Error(`not a mail address: ${mailbox}`);
  return `${mailbox.slice(0, at)}+${token}${mailbox.slice(at)}`;
}

/**
 * What a reply's envelope sender tags the reply mailbox with, before the
 * reply's own token (VERP): `replies+b<token>@…`. A lead's token alone is
 * never this long, so neither address is ever read as the other.
 */
export const envelopeTagPrefix = 'b';

/**
 * A reply's envelope sender (MAIL FROM, the Return-Path its recipient's server
 * records): the reply mailbox tagged with the reply's own token, so a
 * delivery report, which goes there and nowhere else, proves which reply it
 * is about. Only the recipient and the servers on the way see it.
 */
export function envelopeAddress(mailbox: string, token: string): string {
  return replyAddress(mailbox, `${envelopeTagPrefix}${token}`);
}

/** The +tag of an address if it is the reply mailbox's (case aside), else undefined. */
function tagOfAddress(mailbox: string, address: string): string | undefined {
  const at = mailbox.lastIndexOf('@');
  const [local, domain] = [mailbox.slice(0, at).toLowerCase(), mailbox.slice(at + 1).toLowerCase()];
  const match = /^([^@+]+)\+([^@]+)@([^@]+)$/.exec(address.trim().toLowerCase());
  if (!match || match[1] !== local || match[3] !== domain) return undefined;
  return match[2];
}

/**
 * The token an address carries if it is the reply mailbox's with a well-formed
 * tag (case aside), else undefined: anything else is never filed on a guess.
 */
export function tokenOfAddress(mailbox: string, address: string): string | undefined {
  const token = tagOfAddress(mailbox, address);
  return token !== undefined && tokenPattern.test(token) ? token : undefined;
}

/** The reply token an envelope address (envelopeAddress) carries, else undefined. */
export function envelopeTokenOfAddress(mailbox: string, address: string): string | undefined {
  const tag = tagOfAddress(mailbox, address);
  if (!tag?.startsWith(envelopeTagPrefix)) return undefined;
  const token = tag.slice(envelopeTagPrefix.length);
  return tokenPattern.test(token) ? token : undefined;
}

/** The lead's token, made the first time a reply needs one. */
export async function replyTokenFor(db: Kysely<Database>, leadId: string, now: Date): Promise<string> {
  await db
    .insertInto('lead_reply_tokens')
    .values({ token: newReplyToken(), submission_id: leadId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('lead_reply_tokens')
    .select('token')
    .where('submission_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** The lead a token belongs to, if it still exists (an erased lead's token is gone with it). */
export async function leadOfToken(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('lead_reply_tokens')
    .select('submission_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.submission_id;
}
