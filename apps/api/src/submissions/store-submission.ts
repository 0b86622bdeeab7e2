import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
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
  /** Committed; `spamReasons` as stored (a reused form token adds one). */
  | { kind: 'stored'; id: string; answer: Answer; spamReasons: string[] }
  | { kind: 'replayed'; answer: Answer }
  | { kind: 'key-reused' };

/** A form token we signed, and what binds it to one submission (see `tokenBinding`). */
export interface TokenUse {
  id: string;
  binding: string;
}

export interface StoreOptions {
  idempotencyKey?: string | undefined;
  /** The submission's form token, bound to it in its transaction unless an earlier one holds it. */
  formToken?: TokenUse | undefined;
}

/** What a token is bound to: the Idempotency-Key, or without one the body, so a retry matches. */
export function tokenBinding(form: string, body: unknown, idempotencyKey: string | undefined): string {
  return idempotencyKey === undefined ? `body:${bodyHash(form, body)}` : `key:${idempotencyKey}`;
}

/** The spam reason of a submission whose form token another submission was stored with first. */
export const tokenReused = 'token-reused';

interface Pending {
  row: Insertable<SubmissionsTable>;
  keyRow: Insertable<IdempotencyKeysTable> | undefined;
  token: TokenUse | undefined;
  hash: string;
  spamReasons: string[];
  answer: Answer;
  settle: (outcome: StoreOutcome | Error) => void;
}

export interface SubmissionWriter {
  /**
   * The answer already given to this Idempotency-Key with this body
   * (replayed), `key-reused` for another body, or undefined for a new key.
   * Asked before a submission is counted or stored: a replay costs nothing.
   */
  earlierAnswer(form: string, body: unknown, idempotencyKey: string): Promise<StoreOutcome | undefined>;
  /**
   * Stores one submission and resolves only once its transaction has
   * committed; a non-spam one gets its notification queued in the same
   * transaction. Two requests with one key at once store once: the later
   * gets the first answer (or `key-reused`). A form token already bound to
   * another submission marks this one spam (`token-reused`). A database
   * failure rejects with DatabaseUnavailableError.
   */
  store(
    submission: NewSubmission,
    answerFor: (id: string) => Answer,
    options?: StoreOptions,
  ): Promise<StoreOutcome>;
}

// One commit costs one fsync on SQLite (synchronous=FULL); group commit shares it.
const MAX_BATCH = 256;
// Bindings outlive every token they can concern (24 h from the page being shown) by an hour.
const TOKEN_USE_KEPT_MS = 25 * 60 * 60 * 1000;

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

  /** Writes a batch in one transaction; returns each submission's spam reasons as stored. */
  const write = async (batch: Pending[]): Promise<Map<Pending, string[]>> => {
    const reasons = new Map(batch.map((p) => [p, p.spamReasons]));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values(batch.map((p) => p.row))
        .execute();
      await bindTokens(trx, batch, reasons);
      const keys = batch.flatMap((p) => (p.keyRow ? [p.keyRow] : []));
      if (keys.length > 0) await trx.insertInto('idempotency_keys').values(keys).execute();
      // One statement for the batch's notifications, not one per lead.
      const now = new Date().toISOString();
      const notifications = batch.flatMap((p) =>
        reasons.get(p)?.length === 0 ? [{ submission_id: p.row.id, next_attempt_at: now }] : [],
      );
      if (notifications.length > 0) await trx.insertInto('outbox').values(notifications).execute();
    });
    return reasons;
  };

  /**
   * Binds each token to its submission, unless a submission stored earlier
   * (in this batch, or by any instance) holds it: then this one is spam if
   * it is not the same submission again. ON CONFLICT DO NOTHING waits for a
   * transaction holding the same token and then skips, so two instances
   * agree on the first, and the batch never fails for it.
   */
  const bindTokens = async (
    trx: Transaction<Database>,
    batch: Pending[],
    reasons: Map<Pending, string[]>,
  ) => {
    const carrying = batch.flatMap((p) => (p.token ? [{ p, token: p.token }] : []));
    if (carrying.length === 0) return;
    const usedAt = new Date().toISOString();
    const bound = await trx
      .insertInto('form_token_uses')
      .values(
        carrying.map(({ p, token }) => ({
          token_id: token.id,
          binding: token.binding,
          submission_id: p.row.id,
          used_at: usedAt,
        })),
      )
      .onConflict((oc) => oc.column('token_id').doNothing())
      .returning('submission_id')
      .execute();
    const binders = new Set(bound.map((row) => row.submission_id));
    const others = carrying.filter(({ p }) => !binders.has(p.row.id));
    if (others.length === 0) return;
    const holders = await trx
      .selectFrom('form_token_uses')
      .select(['token_id', 'binding'])
      .where(
        'token_id',
        'in',
        others.map(({ token }) => token.id),
      )
      .execute();
    const bindingOf = new Map(holders.map((row) => [row.token_id, row.binding]));
    // Rare (a token used twice): one update per reused token, in the same transaction.
    for (const { p, token } of others) {
      if (bindingOf.get(token.id) === token.binding) continue;
      const marked = [...p.spamReasons, tokenReused];
      reasons.set(p, marked);
      await trx
        .updateTable('submissions')
        .set({ spam: 1, spam_reasons: marked.join(',') })
        .where('id', '=', p.row.id)
        .execute();
    }
  };

  const stored = (p: Pending, reasons: Map<Pending, string[]>): StoreOutcome => ({
    kind: 'stored',
    id: p.row.id,
    answer: p.answer,
    spamReasons: reasons.get(p) ?? p.spamReasons,
  });

  // Bindings of tokens no longer valid are dropped now and then by whichever instance writes.
  let prunedAt = 0;
  const pruneTokenUses = () => {
    const now = Date.now();
    if (now - prunedAt < 3_600_000) return;
    prunedAt = now;
    void db
      .deleteFrom('form_token_uses')
      .where('used_at', '<', new Date(now - TOKEN_USE_KEPT_MS).toISOString())
      .execute()
      .catch(() => {
        prunedAt = 0;
      });
  };

  const settleAlone = async (p: Pending) => {
    try {
      p.settle(stored(p, await write([p])));
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
      const reasons = await write(batch);
      for (const p of batch) p.settle(stored(p, reasons));
    } catch {
      for (const p of batch) await settleAlone(p);
    }
    pruneTokenUses();
    if (queue.length > 0) setImmediate(() => void flush());
    else flushing = false;
  };
  const scheduleFlush = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => void flush());
  };

  return {
    async earlierAnswer(form, body, idempotencyKey) {
      try {
        return await findKey(db, idempotencyKey, bodyHash(form, body));
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },

    async store(submission, answerFor, options = {}) {
      const key = options.idempotencyKey;
      const hash = key ? bodyHash(submission.form, submission.body) : '';
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
          token: options.formToken,
          hash,
          spamReasons: submission.spamReasons,
          answer,
          settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
        });
        scheduleFlush();
      });
    },
  };
}
