import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Whether the server has ever created its tables here. The CLI checks it
 * before migrating, so a DATABASE_URL naming the wrong (empty) database is
 * reported instead of being filled with an empty schema.
 */
export async function hasLeadsSchema(db: Kysely<Database>): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((table) => table.name === 'submissions');
}
