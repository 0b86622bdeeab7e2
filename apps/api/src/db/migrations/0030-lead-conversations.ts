import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// A lead's conversation, answered from the inbox (docs/staff.md): the
// messages staff send (lead_replies, delivered through the outbox like every
// other mail), the visitor's answers read from the agency's mailbox
// (lead_inbound, with their kept attachments), and the one unguessable token
// per lead that a reply's Reply-To address carries, so an answer is filed on
// its lead and never on a guess. Every row is the lead's personal data:
// erased, exported and purged with it (delete-submissions.ts names these
// tables). Who sent a message is the staff member's address, not the lead's data.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const deliveryColumns = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text');

/** What the person wrote or is, kept out of PostgreSQL's statistics sample (see migration 0009). */
const personalColumns: Readonly<Record<string, readonly string[]>> = {
  lead_reply_tokens: ['token'],
  lead_replies: ['subject', 'body'],
  lead_inbound: ['message_id', 'in_reply_to', 'from_address', 'subject', 'body'],
  lead_inbound_attachments: ['content'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_reply_tokens')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().unique().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await deliveryColumns(
    db.schema
      .createTable('lead_replies')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('submission_id', 'text', (col) =>
        col.notNull().references('submissions.id').onDelete('cascade'),
      )
      // The staff member who pressed Send: their id (gone with them) and address at the time.
      .addColumn('staff_id', 'text', (col) => col.references('staff_members.id').onDelete('set null'))
      .addColumn('author', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      // The template it started from (its file's name), or null.
      .addColumn('template', 'text')
      // Our Message-ID, and the thread it answers (In-Reply-To, References).
      .addColumn('message_id', 'text', (col) => col.notNull().unique())
      .addColumn('in_reply_to', 'text')
      .addColumn('references', 'text')
      // When Send was pressed; the message goes no earlier than send_after (the
      // undo window, or a rejection's delay), unless cancelled first.
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('send_after', 'text', (col) => col.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('cancelled_by', 'text')
      // A bounce (DSN) read back from the mailbox marks the delivery failed.
      .addColumn('bounced_at', 'text')
      .addColumn('bounce_reason', 'text'),
  ).execute();
  await db.schema.createIndex('lead_replies_lead').on('lead_replies').column('submission_id').execute();
  await db.schema.createIndex('lead_replies_due').on('lead_replies').column('next_attempt_at').execute();

  await db.schema
    .createTable('lead_inbound')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    // The sender's Message-ID: a message read twice (an import interrupted and run again) is filed once.
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('in_reply_to', 'text')
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    // The new text alone, quoted history dropped; shown as text, never as HTML.
    .addColumn('body', 'text', (col) => col.notNull())
    // The message's own Date header, and when it was filed.
    .addColumn('sent_at', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    // Verdicts: DKIM verified here; SPF and DMARC as the agency's own mail server recorded them.
    .addColumn('dkim', 'text', (col) => col.notNull())
    .addColumn('spf', 'text', (col) => col.notNull())
    .addColumn('dmarc', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_inbound_lead').on('lead_inbound').column('submission_id').execute();

  await db.schema
    .createTable('lead_inbound_attachments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('inbound_id', 'text', (col) => col.notNull().references('lead_inbound.id').onDelete('cascade'))
    // The lead's own id too, so erasure finds the bytes as it finds a CV's.
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    // Named by its detected type, never by the sender's name for it (cvFileName).
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_inbound_attachments_lead')
    .on('lead_inbound_attachments')
    .column('submission_id')
    .execute();
  if (postgres)
    for (const [table, columns] of Object.entries(personalColumns))
      for (const column of columns)
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics 0`.execute(
          db,
        );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['lead_inbound_attachments', 'lead_inbound', 'lead_replies', 'lead_reply_tokens'])
    await db.schema.dropTable(table).execute();
}
