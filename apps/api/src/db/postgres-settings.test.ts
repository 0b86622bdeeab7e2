import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';

describe('the PostgreSQL connections', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.drop());

  it('compile no query (jit off): the planner’s high cost of a page walked for made it compile first', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(database.db);
    expect(rows[0]?.jit).toBe('off');
  });
});
