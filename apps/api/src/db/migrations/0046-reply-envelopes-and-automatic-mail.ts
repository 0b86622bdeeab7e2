import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { engineOf, perEngine } from '../migration-helpers.ts';

// Mail that tells a real failure from noise (docs/staff.md, "Answers from visitors"):
// - lead_replies.envelope_token: each reply's own envelope sender
//   (`replies+b<token>@…`, VERP), so that a delivery report counts only when
//   it comes back to that address: a report sent to the bare mailbox is
//   anyone's to forge. Unguessable, like the lead's token, and erased with the
//   lead (the row goes with it). A reply not sent yet gets one now; one sent
//   before keeps null: it went from the bare mailbox, and no report of it is
//   honoured any more.
// - lead_inbound.kind: `answer`, `automatic` (an out-of-office: filed, shown,
//   but the lead does not wait for us because of it) or `list`.
// - the trigger of migration 0031 again, but not for an automatic message.

// A reply token as reply-token.ts made one when this was written (160 random bits, lower-case
// base32), frozen here: a migration never imports runtime code, which may change after it.
function frozenReplyToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let [bits, value, token] = [0, 0, ''];
  for (const byte of randomBytes(20)) {
    value = (value << 8) | byte;
    bits += 8;
    for (; bits >= 5; bits -= 5) token += alphabet[(value >>> (bits - 5)) & 31];
  }
  return token;
}

// The trigger of migration 0031, and with `skipAutomatic` not for an automatic message.
const awaitsReply = (skipAutomatic: boolean) =>
  perEngine({
    postgres: async (db) => {
      await sql`
        create or replace function lead_inbound_awaits_reply() returns trigger language plpgsql as $$
        begin
          update submissions set unanswered_since = coalesce(unanswered_since, new.received_at)
          where id = new.submission_id and last_reply_at is not null and last_reply_at < new.received_at
            ${sql.raw(skipAutomatic ? "and new.kind <> 'automatic'" : '')};
          return new;
        end $$`.execute(db);
    },
    sqlite: async (db) => {
      await sql`drop trigger lead_inbound_awaits_reply`.execute(db);
      await sql`
        create trigger lead_inbound_awaits_reply after insert on lead_inbound
        ${sql.raw(skipAutomatic ? "when new.kind <> 'automatic'" : '')}
        begin
          update submissions set unanswered_since = coalesce(unanswered_since, new.received_at)
          where id = new.submission_id and last_reply_at is not null and last_reply_at < new.received_at;
        end`.execute(db);
    },
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lead_replies').addColumn('envelope_token', 'text').execute();
  await db.schema
    .createIndex('lead_replies_envelope_token')
    .unique()
    .on('lead_replies')
    .column('envelope_token')
    .execute();
  const unsent = await db.selectFrom('lead_replies').select('id').where('sent_at', 'is', null).execute();
  for (const { id } of unsent)
    await db
      .updateTable('lead_replies')
      .set({ envelope_token: frozenReplyToken() })
      .where('id', '=', id)
      .execute();
  if (engineOf(db) === 'postgres')
    await sql`alter table lead_replies alter column envelope_token set statistics 0`.execute(db);

  await db.schema
    .alterTable('lead_inbound')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('answer'))
    .execute();
  await awaitsReply(true)(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await awaitsReply(false)(db);
  await db.schema.alterTable('lead_inbound').dropColumn('kind').execute();
  await db.schema.dropIndex('lead_replies_envelope_token').execute();
  await db.schema.alterTable('lead_replies').dropColumn('envelope_token').execute();
}
