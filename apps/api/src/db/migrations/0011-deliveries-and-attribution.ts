import type { CreateTableBuilder, Kysely } from 'kysely';

// Every delivery of a lead goes through the outbox tables, each row claimed,
// sent and retried alike: the staff notification (outbox), the visitor's
// confirmation (confirmations) and one signed webhook per configured URL
// (webhook_deliveries, each attempt recorded in webhook_attempts). `queued_at`
// says how long a message has waited (the delivery alert, the metrics).
// Where each lead came from is recorded with it (first-party attribution).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const deliveryColumns = <T extends string>(table: CreateTableBuilder<T, any>) =>
  table
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text');

export const attributionColumns = [
  'landing_page',
  'form_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['outbox', 'spam_digests']) {
    await db.schema.alterTable(table).addColumn('queued_at', 'text').execute();
    await db
      .updateTable(table)
      .set((eb) => ({ queued_at: eb.ref('next_attempt_at') }))
      .execute();
  }
  await deliveryColumns(
    db.schema
      .createTable('confirmations')
      .addColumn('submission_id', 'text', (col) =>
        col.primaryKey().references('submissions.id').onDelete('cascade'),
      ),
  ).execute();
  await db.schema.createIndex('confirmations_queued').on('confirmations').column('queued_at').execute();
  await deliveryColumns(
    db.schema
      .createTable('webhook_deliveries')
      // The webhook-id: the same for every attempt at one message, and for a redelivery.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('submission_id', 'text', (col) =>
        col.notNull().references('submissions.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('event', 'text', (col) => col.notNull())
      // delivered, gone (the URL answered 410), expired (no 2xx within a day); null while pending.
      .addColumn('outcome', 'text'),
  ).execute();
  await db.schema
    .createIndex('webhook_deliveries_submission')
    .on('webhook_deliveries')
    .column('submission_id')
    .execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('delivery_id', 'text', (col) =>
      col.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .column('delivery_id')
    .execute();
  await db.schema
    .createTable('webhook_endpoints_gone')
    .addColumn('url', 'text', (col) => col.primaryKey())
    .addColumn('gone_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of attributionColumns)
    await db.schema.alterTable('submissions').addColumn(column, 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of attributionColumns)
    await db.schema.alterTable('submissions').dropColumn(column).execute();
  await db.schema.dropTable('webhook_endpoints_gone').execute();
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('confirmations').execute();
  for (const table of ['outbox', 'spam_digests'])
    await db.schema.alterTable(table).dropColumn('queued_at').execute();
}
