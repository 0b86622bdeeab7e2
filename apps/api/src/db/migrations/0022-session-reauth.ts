import type { Kysely } from 'kysely';

// When a session's member last proved their passkey again (the reauth
// ceremony): exporting or erasing a person's data needs it to be recent.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sessions').addColumn('reauthenticated_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sessions').dropColumn('reauthenticated_at').execute();
}
