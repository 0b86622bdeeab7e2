import type { Kysely } from 'kysely';

// How many attachments of an inbound message were not kept (not of a CV's
// types by their bytes, or larger than CV_MAX_BYTES), so the timeline can say
// so rather than let staff believe the visitor sent nothing more.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lead_inbound')
    .addColumn('attachments_dropped', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lead_inbound').dropColumn('attachments_dropped').execute();
}
