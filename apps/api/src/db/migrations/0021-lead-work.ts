import { PostgresAdapter, type Kysely } from 'kysely';

// What staff do with a lead in the inbox: its current status and assignee
// (one row per lead worked on; none means its first status, unassigned), the
// history of its statuses, and internal notes. Each row belongs to its lead
// and is erased with it (delete-submissions.ts names these tables); who did
// what is the staff member's address, which is not the lead's data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lead_states')
    .addColumn('submission_id', 'text', (col) =>
      col.primaryKey().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    // A staff member who can see the lead; gone with them should they be removed.
    .addColumn('assignee_id', 'text', (col) => col.references('staff_members.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('lead_status_changes')
    // In the order written: two changes may share a millisecond.
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    // The staff member's address at the time.
    .addColumn('by', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_status_changes_lead')
    .on('lead_status_changes')
    .column('submission_id')
    .execute();
  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('submission_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['lead_notes', 'lead_status_changes', 'lead_states'])
    await db.schema.dropTable(table).execute();
}
