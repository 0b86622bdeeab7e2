import type { Kysely } from 'kysely';

// The list's filters on a lead's work (staff-leads.ts), each read from an
// index of its own instead of from every lead in scope, which at a million
// leads took seconds for "assigned to me" when nobody was assigned
// (docs/performance.md): a member's own leads, and the leads in a status
// other than a form's first (the first is also every lead never worked on,
// which the list finds by walking newest first). The same on both engines.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('lead_states_assignee')
    .on('lead_states')
    .columns(['assignee_id', 'submission_id'])
    .execute();
  await db.schema
    .createIndex('lead_states_status')
    .on('lead_states')
    .columns(['status', 'submission_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lead_states_status').execute();
  await db.schema.dropIndex('lead_states_assignee').execute();
}
