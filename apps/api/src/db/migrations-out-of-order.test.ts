import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { migrateToLatest } from './migrate.ts';

// Migration numbers are handed out by range to work landing in parallel: a
// database may have run 0030 before 0023 existed. It runs 0023 next, and starts.
describe.each(engines)('a migration numbered before one already run, on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it('is run, not refused', async () => {
    const { db } = database;
    // As the database was before 0023: its columns absent, its row not in the migration table.
    await db.schema.alterTable('staff_audit').dropColumn('target_form').execute();
    await db.schema.alterTable('staff_audit').dropColumn('target_region').execute();
    await sql`delete from kysely_migration where name = '0023-audit-target-scope'`.execute(db);
    await migrateToLatest(db);
    const ran = await sql<{
      name: string;
    }>`select name from kysely_migration where name = '0023-audit-target-scope'`.execute(db);
    expect(ran.rows).toHaveLength(1);
    await db.selectFrom('staff_audit').select(['target_region', 'target_form']).execute();
  });
});
