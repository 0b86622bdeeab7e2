import { sql, type Kysely } from 'kysely';

// The region and form of the lead an audit row names, as they were when it was
// written: an admin of some regions reads only the rows about leads of those
// regions (and applications only with careers), even once the lead is erased,
// when its own row can no longer say where it was. Neither is personal data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_audit').addColumn('target_region', 'text').execute();
  await db.schema.alterTable('staff_audit').addColumn('target_form', 'text').execute();
  // Rows written before: from the lead, where it is still held.
  await sql`
    update staff_audit set
      target_region = (select s.region from submissions s where s.id = staff_audit.target_ref),
      target_form = (select s.form from submissions s where s.id = staff_audit.target_ref)
    where target_kind = 'lead'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_audit').dropColumn('target_form').execute();
  await db.schema.alterTable('staff_audit').dropColumn('target_region').execute();
}
