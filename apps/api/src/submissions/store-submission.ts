import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SubmissionsTable } from '../db/schema.ts';

export interface NewSubmission {
  form: SubmissionsTable['form'];
  region: SubmissionsTable['region'];
  body: unknown;
}

/** Stores one submission and resolves only once it is committed. */
export async function storeSubmission(
  db: Kysely<Database>,
  submission: NewSubmission,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('submissions')
    .values({
      id,
      form: submission.form,
      region: submission.region,
      received_at: new Date().toISOString(),
      body: JSON.stringify(submission.body),
    })
    .execute();
  return { id };
}
