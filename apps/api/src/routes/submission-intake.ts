import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { privacyNotices } from '@agency/content';
import type { ApiError, FormKind, Region } from '@agency/contract';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { DeliverySettings } from '../notifications/queue-deliveries.ts';
import type { Attribution } from '../submissions/attribution.ts';
import type { IntakeActivity } from '../submissions/intake-activity.ts';
import { clientKey } from '../security/client-address.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { contentSignals } from '../security/spam-signals.ts';
import { DatabaseUnavailableError } from '../submissions/database-unavailable.ts';
import type { DatabaseStatus } from '../submissions/database-status.ts';
import type { FormKindDefinition } from '../submissions/form-kinds.ts';
import { filePositions, type PositionCatalogue } from '../submissions/open-positions.ts';
import { createSubmissionWriter, type Answer } from '../submissions/store-submission.ts';
import type { IntakeTally } from './intake-tally.ts';
import type { UploadedCv } from './multipart-body.ts';
import { checkBody } from './validation-error.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** What became of one submission, before it is answered as JSON or as a form post's redirect. */
export type IntakeOutcome =
  | { kind: 'stored'; id: string; answer: Answer; spamReasons: string[] }
  | { kind: 'replayed'; answer: Answer }
  | { kind: 'key-reused' }
  | { kind: 'bad-key' }
  | { kind: 'invalid'; error: ApiError; notSentPage?: string | undefined }
  | { kind: 'rate-limited'; retryAfter: number };

export interface Submission {
  body: unknown;
  region: Region;
  /** The Idempotency-Key header as sent. */
  idempotencyKey: string | string[] | undefined;
  /** Spam reasons from the request itself (token, honeypot, browser signals); the content's are added here. */
  spamReasons: string[];
  /** The id of a form token we signed, bound to this submission when stored. */
  tokenId: string | undefined;
  /** A job application's CV, checked by its bytes. */
  cv?: UploadedCv | undefined;
  /** Where the lead came from, as far as is known. */
  attribution?: Attribution | undefined;
}

export interface IntakeOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** What a lead is delivered as, besides the staff notification. */
  deliveries: DeliverySettings;
  /** Also the key of the body hashes (see body-hash.ts). */
  formTokenSecret: string;
  /** The enquiries' limit, and the job application's own (an upload costs more). */
  rateLimiters: { enquiries: RateLimiter; uploads: RateLimiter };
  /** Told when a stored submission queued mail, so the outbox sends it at once. */
  onMailQueued?: (() => void) | undefined;
  /** Told of each submission stored (the metrics). */
  onStored?: ((form: FormKind, region: Region, spam: boolean) => void) | undefined;
  /** Submissions on their way to a commit (the outbox waits for quiet). */
  activity?: IntakeActivity | undefined;
  tally: IntakeTally;
  databaseStatus: DatabaseStatus;
  /** What "now" is when a form kind decides by time (a position's closing); the real time by default. */
  clock?: (() => Date) | undefined;
  /** The positions a job application may name; the collections' files by default. */
  positions?: PositionCatalogue | undefined;
}

/**
 * One submission from arrival to commit. It is checked first (Idempotency-Key
 * header, body), then a repeat of an earlier one is answered from it, and only
 * then the client's rate limit is counted: a refused or repeated submission
 * costs the client nothing. A submission counted but not stored in the end
 * (a concurrent repeat, a database failure) is uncounted again.
 */
export function createIntake(options: IntakeOptions) {
  const writer = createSubmissionWriter(options.db, {
    engine: options.engine,
    deliveries: options.deliveries,
    formTokenSecret: options.formTokenSecret,
    onMailQueued: options.onMailQueued,
    activity: options.activity,
  });
  const { rateLimiters, tally, databaseStatus } = options;
  // Every database step reports to the status, which logs an outage once, not per request.
  const database = async <T>(work: () => T | Promise<T>): Promise<T> => {
    try {
      const result = await work();
      databaseStatus.answered();
      return result;
    } catch (error) {
      const unavailable =
        error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
      databaseStatus.failed(unavailable.cause);
      throw unavailable;
    }
  };

  return async function intake<Kind extends FormKind>(
    request: FastifyRequest,
    def: FormKindDefinition<Kind>,
    submission: Submission,
  ): Promise<IntakeOutcome> {
    const key = submission.idempotencyKey;
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
      return { kind: 'bad-key' };
    const parsed = checkBody(def.schema, submission.body);
    if (!parsed.success) return { kind: 'invalid', error: parsed.error };
    const body = parsed.data;
    const refused = def.refuse?.(body, submission.region, {
      now: options.clock?.() ?? new Date(),
      positions: options.positions ?? filePositions,
    });
    if (refused) return { kind: 'invalid', error: refused.error, notSentPage: refused.notSentPage };

    const answerFor = (id: string): Answer => ({ status: 201, body: { id, message: def.thanks(id) } });
    const repeat = { idempotencyKey: key, formTokenId: submission.tokenId };
    if (key !== undefined || submission.tokenId !== undefined) {
      const earlier = await database(() => writer.earlierAnswer(def.form, body, repeat, answerFor));
      if (earlier?.kind === 'replayed') tally.replayed();
      if (earlier) return earlier;
    }

    const rateLimiter = def.carriesCv ? rateLimiters.uploads : rateLimiters.enquiries;
    const bucket = `${clientKey(request.ip)}|${def.form}`;
    // In memory (SQLite) the limit says nothing about the database; in PostgreSQL it does.
    const taken = rateLimiter.take(bucket);
    const limit = taken instanceof Promise ? await database(() => taken) : taken;
    if (!limit.allowed) return { kind: 'rate-limited', retryAfter: limit.retryAfter };
    const giveBack = () => Promise.resolve(rateLimiter.giveBack(bucket, limit.at)).catch(() => {});

    const consent = def.consentOf(body);
    let outcome;
    try {
      outcome = await database(() =>
        writer.store(
          {
            form: def.form,
            region: submission.region,
            body,
            email: body.email,
            consent,
            // The version of the notice the form links to: the region's page, declared beside it.
            noticeVersion: consent === null ? null : privacyNotices[submission.region].version,
            spamReasons: [...submission.spamReasons, ...contentSignals(body)],
            cv: submission.cv,
            attribution: submission.attribution,
          },
          answerFor,
          repeat,
        ),
      );
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (outcome.kind !== 'stored') {
      await giveBack();
      if (outcome.kind === 'replayed') tally.replayed();
      return outcome;
    }
    if (outcome.spamReasons.length === 0) tally.accepted();
    else tally.spam(outcome.spamReasons);
    options.onStored?.(def.form, submission.region, outcome.spamReasons.length > 0);
    request.log.info({ submissionId: outcome.id, form: def.form }, 'stored');
    return outcome;
  };
}

export type Intake = ReturnType<typeof createIntake>;
