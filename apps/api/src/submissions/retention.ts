import { dayMs, hourMs } from '@agency/staff-contract';
import type { Kysely } from 'kysely';
import {
  deleteSubmissions,
  ScrubIncompleteError,
  scrubPending,
  type ScrubOptions,
  type SubmissionsToDelete,
} from '../db/delete-submissions.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

/** How often an instance looks for leads past their time. */
export const retentionCheckEveryMs = hourMs;

export interface RetentionDays {
  enquiries: number;
  applications: number;
  /** Applications whose candidate asked to be kept on file for other roles. */
  applicationsOnFile: number;
}

export interface RetentionOptions {
  db: Kysely<Database>;
  engine: Engine;
  days: RetentionDays;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  /** How long a scrub waits for older snapshots (delete-submissions.ts); tests shorten it. */
  scrub?: ScrubOptions;
}

export interface Retention {
  /**
   * Deletes what is past its time at `now`, then finishes every scrub pending (its own and any an
   * erase left); resolves with the counts, by rule, or rejects with ScrubIncompleteError.
   */
  runOnce(now?: number): Promise<Record<keyof RetentionDays, number>>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Keeps leads only as long as the privacy notice says: every hour (and at
 * start) each instance deletes the enquiries received more than
 * ENQUIRY_RETENTION_DAYS ago, the job applications (with their CVs) more than
 * APPLICATION_RETENTION_DAYS ago, and those whose candidate asked to be kept
 * on file more than APPLICATION_ON_FILE_RETENTION_DAYS ago, through the same
 * deletion as an erase. It scrubs once, when anything went or a scrub was
 * left pending (by an erase, or by an earlier purge), even with nothing new
 * to delete. One log line per purge that deleted anything: the counts, no
 * personal data; one warning when the scrub is left pending, with what held it.
 */
export function createRetention(options: RetentionOptions): Retention {
  const { db, engine, days, log, scrub } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const rules = (now: number): Record<keyof RetentionDays, SubmissionsToDelete> => {
    const before = (d: number) => new Date(now - d * dayMs).toISOString();
    return {
      enquiries: { receivedBefore: before(days.enquiries), forms: { except: ['job-application'] } },
      applications: {
        receivedBefore: before(days.applications),
        forms: { only: ['job-application'] },
        consent: 0,
      },
      applicationsOnFile: {
        receivedBefore: before(days.applicationsOnFile),
        forms: { only: ['job-application'] },
        consent: 1,
      },
    };
  };

  const runOnce: Retention['runOnce'] = async (now = Date.now()) => {
    const purged = { enquiries: 0, applications: 0, applicationsOnFile: 0 };
    for (const [rule, which] of Object.entries(rules(now)) as [keyof RetentionDays, SubmissionsToDelete][])
      purged[rule] = await deleteSubmissions(db, engine, which, { scrub: 'later' });
    if (purged.enquiries + purged.applications + purged.applicationsOnFile > 0)
      log.info({ purged, retentionDays: days }, 'retention purge');
    await scrubPending(db, engine, scrub);
    return purged;
  };

  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) =>
        error instanceof ScrubIncompleteError
          ? log.warn(
              { reason: error.reason, held: error.message },
              'erasure scrub left pending: the rows are deleted, their bytes not yet scrubbed; will try again',
            )
          : log.warn({ err: error }, 'retention purge failed; will try again'),
      )
      .finally(() => (running = undefined));
  };

  return {
    runOnce,
    start() {
      timer = setInterval(tick, retentionCheckEveryMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
