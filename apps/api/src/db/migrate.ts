import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as createSubmissions from './migrations/0001-create-submissions.ts';
import * as submissionDetails from './migrations/0002-submission-details.ts';
import * as abuseAndOutbox from './migrations/0003-abuse-and-outbox.ts';
import * as formTokenUsesAndRateLimitHits from './migrations/0004-form-token-uses-and-rate-limit-hits.ts';
import * as scrubFreeSpace from './migrations/0007-scrub-free-space.ts';
import * as spamDigests from './migrations/0008-spam-digests.ts';
import * as noStatisticsOfPersonalData from './migrations/0009-no-statistics-of-personal-data.ts';
import * as cvFiles from './migrations/0010-cv-files.ts';
import * as deliveriesAndAttribution from './migrations/0011-deliveries-and-attribution.ts';
import * as deliveriesQueuedByTheWorker from './migrations/0012-deliveries-queued-by-the-worker.ts';
import * as confirmationsByMailbox from './migrations/0013-confirmations-by-mailbox.ts';
import * as staff from './migrations/0020-staff.ts';
import * as leadWork from './migrations/0021-lead-work.ts';
import * as sessionReauth from './migrations/0022-session-reauth.ts';
import * as leadConversations from './migrations/0030-lead-conversations.ts';
import * as leadReplyState from './migrations/0031-lead-reply-state.ts';
import * as inboundAttachmentsDropped from './migrations/0035-inbound-attachments-dropped.ts';
import * as auditTargetScope from './migrations/0023-audit-target-scope.ts';
import * as leadSearch from './migrations/0040-lead-search.ts';
import * as reportFacts from './migrations/0041-report-facts.ts';
import * as leadListIndexes from './migrations/0042-lead-list-indexes.ts';
import * as reportSpreads from './migrations/0043-report-spreads.ts';
import * as leadSearchWeeks from './migrations/0044-lead-search-weeks.ts';
import * as pendingScrubs from './migrations/0045-pending-scrubs.ts';
import * as replyEnvelopesAndAutomaticMail from './migrations/0046-reply-envelopes-and-automatic-mail.ts';
import type { Database } from './schema.ts';

// Listed explicitly (not read from a folder) so they travel with the code.
const migrations: Record<string, Migration> = {
  '0001-create-submissions': createSubmissions,
  '0002-submission-details': submissionDetails,
  '0003-abuse-and-outbox': abuseAndOutbox,
  '0004-form-token-uses-and-rate-limit-hits': formTokenUsesAndRateLimitHits,
  '0007-scrub-free-space': scrubFreeSpace,
  '0008-spam-digests': spamDigests,
  '0009-no-statistics-of-personal-data': noStatisticsOfPersonalData,
  '0010-cv-files': cvFiles,
  '0011-deliveries-and-attribution': deliveriesAndAttribution,
  '0012-deliveries-queued-by-the-worker': deliveriesQueuedByTheWorker,
  '0013-confirmations-by-mailbox': confirmationsByMailbox,
  '0020-staff': staff,
  '0021-lead-work': leadWork,
  '0022-session-reauth': sessionReauth,
  '0030-lead-conversations': leadConversations,
  '0031-lead-reply-state': leadReplyState,
  '0035-inbound-attachments-dropped': inboundAttachmentsDropped,
  '0023-audit-target-scope': auditTargetScope,
  '0040-lead-search': leadSearch,
  '0041-report-facts': reportFacts,
  '0042-lead-list-indexes': leadListIndexes,
  '0043-report-spreads': reportSpreads,
  '0044-lead-search-weeks': leadSearchWeeks,
  '0045-pending-scrubs': pendingScrubs,
  '0046-reply-envelopes-and-automatic-mail': replyEnvelopesAndAutomaticMail,
};

/** Brings the schema up to date on either engine; run on every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Unordered: a database that ran 0030 before 0023 existed runs 0023 next, rather than refusing to start.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
