import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, FormKind, Region } from '../db/schema.ts';
import { bodyHash } from './body-hash.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';

export interface NewSubmission {
  form: FormKind;
  region: Region;
  body: Record<string, unknown>;
  email: string;
  consent: boolean | null;
  noticeVersion: string | null;
  spamReasons: string[];
}

export interface Answer {
  status: number;
  body: unknown;
}

export type StoreOutcome =
  | { kind: 'stored'; id: string; answer: Answer }
  | { kind: 'replayed'; answer: Answer }
  | { kind: 'key-reused' };

/** Extra writes in the same transaction as the submission (the notification outbox). */
export type AlsoInTransaction = (trx: Transaction<Database>, id: string) => Promise<void>;

async function findKey(db: Kysely<Database>, key: string, hash: string): Promise<StoreOutcome | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.body_hash !== hash) return { kind: 'key-reused' };
  return { kind: 'replayed', answer: { status: Number(row.status), body: JSON.parse(row.response) } };
}

/**
 * Stores one submission and resolves only once the transaction has committed.
 * With an Idempotency-Key, a repeat of the same body gets the first answer and
 * stores nothing; the key with another body is reported as reused. A database
 * failure surfaces as DatabaseUnavailableError.
 */
export async function storeSubmission(
  db: Kysely<Database>,
  submission: NewSubmission,
  answerFor: (id: string) => Answer,
  options: { idempotencyKey?: string | undefined; also?: AlsoInTransaction } = {},
): Promise<StoreOutcome> {
  const key = options.idempotencyKey;
  const hash = key ? bodyHash(submission.form, submission.body) : '';
  try {
    if (key) {
      const earlier = await findKey(db, key, hash);
      if (earlier) return earlier;
    }
    const id = randomUUID();
    const answer = answerFor(id);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values({
          id,
          form: submission.form,
          region: submission.region,
          received_at: now,
          body: JSON.stringify(submission.body),
          email: submission.email.toLowerCase(),
          consent: submission.consent === null ? null : Number(submission.consent),
          notice_version: submission.noticeVersion,
          spam: submission.spamReasons.length > 0 ? 1 : 0,
          spam_reasons: submission.spamReasons.join(','),
        })
        .execute();
      if (key) {
        await trx
          .insertInto('idempotency_keys')
          .values({
            key,
            form: submission.form,
            body_hash: hash,
            submission_id: id,
            status: answer.status,
            response: JSON.stringify(answer.body),
            created_at: now,
          })
          .execute();
      }
      await options.also?.(trx, id);
    });
    return { kind: 'stored', id, answer };
  } catch (error) {
    // Two requests with one key at once: the loser's insert of the key fails
    // and its transaction rolls back; it then answers like a later repeat.
    if (key) {
      const earlier = await findKey(db, key, hash).catch(() => undefined);
      if (earlier) return earlier;
    }
    throw new DatabaseUnavailableError(error);
  }
}
