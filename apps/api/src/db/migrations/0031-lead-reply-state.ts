import { PostgresAdapter, sql, type Kysely, type SqlBool } from 'kysely';

// Who waits for whom (docs/staff.md, "Who waits"), kept on the lead itself so
// that the inbox's "Needs a reply" filter reads one partial index instead of
// every lead's messages:
// - last_reply_at: when Send was last pressed on a reply still standing (not
//   cancelled); null: never answered from the inbox, so awaiting since arrival;
// - unanswered_since: the first message from the visitor filed after that
//   reply; null: none.
// A lead needs a reply while last_reply_at is null or unanswered_since is set.
// The inbox's replies set both (conversations/reply-state.ts); a message filed
// from the mailbox sets unanswered_since through the trigger below, so the code
// that files it only inserts its row. Also: the history of assignee changes
// (who assigned whom, when) for the lead's timeline, and the index the
// outbox's claim of replies reads (pending ones only, not the sent record).

const needsReply = sql<SqlBool>`last_reply_at is null or unanswered_since is not null`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('submissions').addColumn('last_reply_at', 'text').execute();
  await db.schema.alterTable('submissions').addColumn('unanswered_since', 'text').execute();
  // The list walks received_at newest first; this index holds only the leads that need a reply.
  await db.schema
    .createIndex('submissions_needs_reply')
    .on('submissions')
    .column('received_at')
    .where(needsReply)
    .execute();

  // A message filed after our latest reply: the lead waits for us again, since then.
  if (postgres) {
    await sql`
      create function lead_inbound_awaits_reply() returns trigger language plpgsql as $$
      begin
        update submissions set unanswered_since = coalesce(unanswered_since, new.received_at)
        where id = new.submission_id and last_reply_at is not null and last_reply_at < new.received_at;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger lead_inbound_awaits_reply after insert on lead_inbound
      for each row execute function lead_inbound_awaits_reply()`.execute(db);
  } else {
    await sql`
      create trigger lead_inbound_awaits_reply after insert on lead_inbound
      begin
        update submissions set unanswered_since = coalesce(unanswered_since, new.received_at)
        where id = new.submission_id and last_reply_at is not null and last_reply_at < new.received_at;
      end`.execute(db);
  }

  await db.schema
    .createTable('lead_assignee_changes')
    // In the order written: two changes may share a millisecond.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    // The new assignee's address at the time (null: nobody), and the staff member who chose them.
    .addColumn('assignee', 'text')
    .addColumn('by', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_assignee_changes_lead')
    .on('lead_assignee_changes')
    .column('submission_id')
    .execute();

  await db.schema
    .createIndex('lead_replies_pending')
    .on('lead_replies')
    .column('next_attempt_at')
    .where(sql<SqlBool>`sent_at is null and cancelled_at is null`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('lead_replies_pending').execute();
  await db.schema.dropTable('lead_assignee_changes').execute();
  await sql`drop trigger lead_inbound_awaits_reply${postgres ? sql` on lead_inbound` : sql``}`.execute(db);
  if (postgres) await sql`drop function lead_inbound_awaits_reply()`.execute(db);
  await db.schema.dropIndex('submissions_needs_reply').execute();
  await db.schema.alterTable('submissions').dropColumn('unanswered_since').execute();
  await db.schema.alterTable('submissions').dropColumn('last_reply_at').execute();
}
