import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { FormKind, Region } from '@agency/contract';
import type { Database, IdempotencyKeysTable, SubmissionsTable } from '../db/schema.ts';
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

export interface StoreOptions {
  idempotencyKey?: string | undefined;
  /** Queue the lead's notification in the outbox, in the same transaction as the lead. */
  notify?: boolean | undefined;
}

interface Pending {
  row: Insertable<SubmissionsTable>;
  keyRow: Insertable<IdempotencyKeysTable> | undefined;
  hash: string;
  notify: boolean;
  answer: Answer;
  settle: (outcome: StoreOutcome | Error) => void;
}

export interface SubmissionWriter {
  /**
   * Stores one submission and resolves only once its transaction has
   * committed. With an Idempotency-Key, a repeat of the same body gets the
   * first answer and stores nothing; the key with another body is reported as
   * reused. A database failure rejects with DatabaseUnavailableError.
   */
  store(
    submission: NewSubmission,
    answerFor: (id: string) => Answer,
    options?: StoreOptions,
  ): Promise<StoreOutcome>;
}

// One commit costs one fsync on SQLite (synchronous=FULL); group commit shares it.
const MAX_BATCH = 256;

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
 * Group commit: submissions that arrive while a transaction is being
 * committed are written together in the next one, so a burst costs one
 * durable commit instead of one each. Nobody is answered before the commit
 * that holds their row; if a shared transaction fails, its submissions are
 * retried one by one, so one bad row cannot fail the others.
 */
export function createSubmissionWriter(db: Kysely<Database>): SubmissionWriter {
  let queue: Pending[] = [];
  let flushing = false;

  const write = async (batch: Pending[]) => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values(batch.map((p) => p.row))
        .execute();
      const keys = batch.flatMap((p) => (p.keyRow ? [p.keyRow] : []));
      if (keys.length > 0) await trx.insertInto('idempotency_keys').values(keys).execute();
      // One statement for the batch's notifications, not one per lead.
      const now = new Date().toISOString();
      const notifications = batch.flatMap((p) =>
        p.notify ? [{ submission_id: p.row.id, next_attempt_at: now }] : [],
      );
      if (notifications.length > 0) await trx.insertInto('outbox').values(notifications).execute();
    });
  };

  const settleAlone = async (p: Pending) => {
    try {
      await write([p]);
      p.settle({ kind: 'stored', id: p.row.id, answer: p.answer });
    } catch (error) {
      // Two requests with one key at once: the loser's insert of the key fails
      // and its transaction rolls back; it then answers like a later repeat.
      if (p.keyRow) {
        const earlier = await findKey(db, p.keyRow.key, p.hash).catch(() => undefined);
        if (earlier) return p.settle(earlier);
      }
      p.settle(new DatabaseUnavailableError(error));
    }
  };

  // better-sqlite3 commits synchronously, blocking the event loop for the
  // fsync; requests that arrive meanwhile are read in the next poll phase.
  // Flushing from setImmediate (after that phase) lets them join the batch.
  const flush = async () => {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    try {
      await write(batch);
      for (const p of batch) p.settle({ kind: 'stored', id: p.row.id, answer: p.answer });
    } catch {
      for (const p of batch) await settleAlone(p);
    }
    if (queue.length > 0) setImmediate(() => void flush());
    else flushing = false;
  };
  const scheduleFlush = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => void flush());
  };

  return {
    async store(submission, answerFor, options = {}) {
      const key = options.idempotencyKey;
      const hash = key ? bodyHash(submission.form, submission.body) : '';
      if (key) {
        let earlier: StoreOutcome | undefined;
        try {
          earlier = await findKey(db, key, hash);
        } catch (error) {
          throw new DatabaseUnavailableError(error);
        }
        if (earlier) return earlier;
      }
      const id = randomUUID();
      const answer = answerFor(id);
      const now = new Date().toISOString();
      return new Promise<StoreOutcome>((resolve, reject) => {
        queue.push({
          row: {
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
          },
          keyRow: key
            ? {
                key,
                form: submission.form,
                body_hash: hash,
                submission_id: id,
                status: answer.status,
                response: JSON.stringify(answer.body),
                created_at: now,
              }
            : undefined,
          hash,
          notify: options.notify ?? false,
          answer,
          settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
        });
        scheduleFlush();
      });
    },
  };
}
