import { hourMs } from '@agency/staff-contract';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { cvTypes, formTokenLifeMs, type CvType, type FormKind, type Region } from '@agency/contract';
import type { CvFilesTable, Database, IdempotencyKeysTable, SubmissionsTable } from '../db/schema.ts';
import type { Engine } from '../db/open-database.ts';
import { queueDeliveries, type DeliverySettings } from '../notifications/queue-deliveries.ts';
import { attributionRow, type Attribution } from './attribution.ts';
import type { IntakeActivity } from './intake-activity.ts';
import { bodyHash, bodyHashKey } from './body-hash.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';

export interface NewSubmission {
  form: FormKind;
  region: Region;
  body: Record<string, unknown>;
  email: string;
  consent: boolean | null;
  noticeVersion: string | null;
  spamReasons: string[];
  /** A job application's CV: stored in the same transaction. */
  cv?: { fileName: string; type: CvType; bytes: Buffer } | undefined;
  /** Where the lead came from, as far as is known. */
  attribution?: Attribution | undefined;
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

/** A form token we signed, and what binds it to one submission: see `bindingOf`. */
interface TokenUse {
  id: string;
  binding: string;
}

export interface StoreOptions {
  idempotencyKey?: string | undefined;
  /** The nonce of the submission's form token, bound to it in its transaction unless an earlier one holds it. */
  formTokenId?: string | undefined;
}

/** The spam reason of a submission whose form token another submission was stored with first. */
export const tokenReused = 'token-reused';

interface Pending {
  row: Insertable<SubmissionsTable>;
  cvRow: Insertable<CvFilesTable> | undefined;
  keyRow: Insertable<IdempotencyKeysTable> | undefined;
  token: TokenUse | undefined;
  hash: string;
  spamReasons: string[];
  answerFor: (id: string) => Answer;
  settle: (outcome: StoreOutcome | Error) => void;
}

/** What became of each submission of a batch: stored with these spam reasons, or a repeat of another. */
type Written = Map<Pending, { spamReasons: string[] } | { repeatOf: string }>;

export interface SubmissionWriter {
  /**
   * The answer already given to this submission: the same Idempotency-Key
   * with the same body (`key-reused` for another body), or without a key the
   * same form token with the same body. Undefined for a new submission.
   * Asked before a submission is counted or stored: a replay costs nothing.
   */
  earlierAnswer(
    form: string,
    body: unknown,
    repeat: StoreOptions,
    answerFor: (id: string) => Answer,
  ): Promise<StoreOutcome | undefined>;
  /**
   * Stores one submission and resolves only once its transaction has
   * committed; a non-spam one gets its notification queued in the same
   * transaction. Two requests with one key at once store once: the later
   * gets the first answer (or `key-reused`). A form token already bound to
   * another submission marks this one spam (`token-reused`), or, with the
   * same body, makes it a repeat answered from the first. A database
   * failure rejects with DatabaseUnavailableError.
   */
  store(
    submission: NewSubmission,
    answerFor: (id: string) => Answer,
    options?: StoreOptions,
  ): Promise<StoreOutcome>;
}

export interface WriterOptions {
  engine: Engine;
  /** What a lead is delivered as, besides the staff notification. */
  deliveries: DeliverySettings;
  /** The installation's key for body hashes (bodyHashKey of FORM_TOKEN_SECRET). */
  formTokenSecret: string;
  /** Called after a commit that queued mail (a notification): storing a submission wakes the outbox. */
  onMailQueued?: (() => void) | undefined;
  /** Told of each submission on its way to a commit, and of its end (the outbox waits for quiet). */
  activity?: IntakeActivity | undefined;
}

// One commit costs one fsync on SQLite (synchronous=FULL); group commit shares it.
const MAX_BATCH = 256;
// CVs in one transaction: a burst of uploads commits in several, not as one statement of hundreds of megabytes.
const MAX_BATCH_CV_BYTES = 32 * 1024 * 1024;
// Bindings outlive a token's life by an hour.
const TOKEN_USE_KEPT_MS = formTokenLifeMs + hourMs;

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
export function createSubmissionWriter(db: Kysely<Database>, options: WriterOptions): SubmissionWriter {
  const hashKey = bodyHashKey(options.formTokenSecret);
  const { activity } = options;
  let queue: Pending[] = [];
  let flushing = false;

  /** What a token is bound to: the Idempotency-Key, or without one the body, so a retry matches. */
  const bindingOf = (form: string, body: unknown, idempotencyKey: string | undefined) =>
    idempotencyKey === undefined ? `body:${bodyHash(hashKey, form, body)}` : `key:${idempotencyKey}`;

  /** Writes a batch in one transaction; returns what became of each submission. */
  const write = async (batch: Pending[]): Promise<Written> => {
    const written: Written = new Map(batch.map((p) => [p, { spamReasons: p.spamReasons }]));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values(batch.map((p) => p.row))
        .execute();
      await bindTokens(trx, batch, written);
      const kept = batch.filter((p) => !('repeatOf' in (written.get(p) ?? {})));
      const cvs = kept.flatMap((p) => (p.cvRow ? [p.cvRow] : []));
      if (cvs.length > 0) await trx.insertInto('cv_files').values(cvs).execute();
      const keys = kept.flatMap((p) => (p.keyRow ? [p.keyRow] : []));
      if (keys.length > 0) {
        // A key already held (a concurrent copy of the request) is skipped, not
        // a unique violation: PostgreSQL would log that with the key's value.
        // Rolled back here, the batch is retried one by one (settleAlone).
        const inserted = await trx
          .insertInto('idempotency_keys')
          .values(keys)
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('key')
          .execute();
        if (inserted.length < keys.length) throw new Error('an Idempotency-Key is already held');
      }
      // A few statements for the batch's deliveries, not a few per lead.
      const leads = kept.flatMap((p) => {
        const outcome = written.get(p);
        return outcome && 'spamReasons' in outcome && outcome.spamReasons.length === 0
          ? [{ id: p.row.id, email: p.row.email ?? '' }]
          : [];
      });
      await queueDeliveries(trx, leads, 'lead.created', options.deliveries);
    });
    return written;
  };

  /**
   * Binds each token to its submission, unless a submission stored earlier
   * (in this batch, or by any instance) holds it: then this one is spam, or,
   * the same submission again (same key, or same body without one), a repeat
   * whose row is taken back out. ON CONFLICT DO NOTHING waits for a
   * transaction holding the same token and then skips, so two instances
   * agree on the first, and the batch never fails for it.
   */
  const bindTokens = async (trx: Transaction<Database>, batch: Pending[], written: Written) => {
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
      .select(['token_id', 'binding', 'submission_id'])
      .where(
        'token_id',
        'in',
        others.map(({ token }) => token.id),
      )
      .execute();
    const holderOf = new Map(holders.map((row) => [row.token_id, row]));
    // Rare (a token used twice): one statement per such submission, in the same transaction.
    for (const { p, token } of others) {
      const holder = holderOf.get(token.id);
      if (holder && holder.binding === token.binding) {
        written.set(p, { repeatOf: holder.submission_id });
        await trx.deleteFrom('submissions').where('id', '=', p.row.id).execute();
        continue;
      }
      const marked = [...p.spamReasons, tokenReused];
      written.set(p, { spamReasons: marked });
      await trx
        .updateTable('submissions')
        .set({ spam: 1, spam_reasons: marked.join(',') })
        .where('id', '=', p.row.id)
        .execute();
    }
  };

  const outcomeOf = (p: Pending, written: Written): StoreOutcome => {
    const outcome = written.get(p) ?? { spamReasons: p.spamReasons };
    if ('repeatOf' in outcome) return { kind: 'replayed', answer: p.answerFor(outcome.repeatOf) };
    return { kind: 'stored', id: p.row.id, answer: p.answerFor(p.row.id), spamReasons: outcome.spamReasons };
  };

  // Bindings of tokens no longer valid are dropped now and then by whichever instance writes.
  let prunedAt = 0;
  const pruneTokenUses = () => {
    const now = Date.now();
    if (now - prunedAt < hourMs) return;
    prunedAt = now;
    void db
      .deleteFrom('form_token_uses')
      .where('used_at', '<', new Date(now - TOKEN_USE_KEPT_MS).toISOString())
      .execute()
      .catch(() => {
        prunedAt = 0;
      });
  };

  /** Writes one submission on its own; resolves with its outcome, if it has one, for `wake`. */
  const settleAlone = async (p: Pending): Promise<StoreOutcome[]> => {
    try {
      const outcome = outcomeOf(p, await write([p]));
      p.settle(outcome);
      return [outcome];
    } catch (error) {
      // Two requests with one key at once: the loser's insert of the key finds
      // it held and its transaction rolls back; it then answers like a later repeat.
      if (p.keyRow) {
        const earlier = await findKey(db, p.keyRow.key, p.hash).catch(() => undefined);
        if (earlier) {
          p.settle(earlier);
          return [];
        }
      }
      p.settle(new DatabaseUnavailableError(error));
      return [];
    }
  };

  // better-sqlite3 commits synchronously, blocking the event loop for the
  // fsync; requests that arrive meanwhile are read in the next poll phase.
  // Flushing from setImmediate (after that phase) lets them join the batch.
  /** The next batch: up to MAX_BATCH submissions, and CVs up to MAX_BATCH_CV_BYTES (at least one submission). */
  const nextBatch = () => {
    let size = 0;
    let count = 0;
    while (count < Math.min(queue.length, MAX_BATCH)) {
      size += queue[count]?.cvRow?.size ?? 0;
      if (count > 0 && size > MAX_BATCH_CV_BYTES) break;
      count += 1;
    }
    const batch = queue.slice(0, count);
    queue = queue.slice(count);
    return batch;
  };

  /** Wakes the outbox when a settled submission queued a notification. */
  const wake = (outcomes: StoreOutcome[]) => {
    if (outcomes.some((o) => o.kind === 'stored' && o.spamReasons.length === 0)) options.onMailQueued?.();
  };

  const flush = async () => {
    const batch = nextBatch();
    const outcomes: StoreOutcome[] = [];
    try {
      const written = await write(batch);
      for (const p of batch) {
        const outcome = outcomeOf(p, written);
        outcomes.push(outcome);
        p.settle(outcome);
      }
    } catch {
      for (const p of batch) outcomes.push(...(await settleAlone(p)));
    }
    wake(outcomes);
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
    async earlierAnswer(form, body, repeat, answerFor) {
      try {
        if (repeat.idempotencyKey !== undefined)
          return await findKey(db, repeat.idempotencyKey, bodyHash(hashKey, form, body));
        if (repeat.formTokenId === undefined) return undefined;
        const use = await db
          .selectFrom('form_token_uses')
          .select(['binding', 'submission_id'])
          .where('token_id', '=', repeat.formTokenId)
          .executeTakeFirst();
        return use?.binding === bindingOf(form, body, undefined)
          ? { kind: 'replayed', answer: answerFor(use.submission_id) }
          : undefined;
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },

    async store(submission, answerFor, options = {}) {
      const key = options.idempotencyKey;
      const hash = key ? bodyHash(hashKey, submission.form, submission.body) : '';
      const id = randomUUID();
      const answer = answerFor(id);
      const now = new Date().toISOString();
      activity?.began();
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
            ...attributionRow(submission.attribution),
          },
          cvRow: submission.cv
            ? {
                submission_id: id,
                file_name: submission.cv.fileName,
                media_type: cvTypes[submission.cv.type].mediaType,
                size: submission.cv.bytes.length,
                content: submission.cv.bytes,
              }
            : undefined,
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
          token: options.formTokenId
            ? { id: options.formTokenId, binding: bindingOf(submission.form, submission.body, key) }
            : undefined,
          hash,
          spamReasons: submission.spamReasons,
          answerFor,
          settle: (outcome) => {
            activity?.ended();
            if (outcome instanceof Error) reject(outcome);
            else resolve(outcome);
          },
        });
        scheduleFlush();
      });
    },
  };
}
