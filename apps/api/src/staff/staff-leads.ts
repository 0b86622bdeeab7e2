import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  leadPageSize,
  type LeadDetail,
  type LeadListQuery,
  type LeadPage,
  type StaffFormKind,
  type StaffRegion,
} from '@agency/staff-contract';
import type { Database } from '../db/schema.ts';
import { attributionOfRow } from '../notifications/lead-attribution.ts';
import { parseBody, visitorName } from '../notifications/lead-fields.ts';
import { regionsOf, type StaffMemberRow } from './staff-member.ts';

const application: StaffFormKind = 'job-application';

/**
 * The leads a member may see: their regions, and applications only with the
 * careers permission. Everything else is filtered out in the query itself, so
 * an out-of-scope lead is exactly as absent as a missing one.
 */
function inScope<O>(
  query: SelectQueryBuilder<Database, 'submissions', O>,
  member: StaffMemberRow,
): SelectQueryBuilder<Database, 'submissions', O> | undefined {
  const regions = regionsOf(member);
  if (regions.length === 0) return undefined;
  const scoped = query.where('region', 'in', regions);
  return member.careers === 1 ? scoped : scoped.where('form', '!=', application);
}

/** A page's cursor: the last row's time and reference, base64url (no personal data). */
const cursorOf = (receivedAt: string, id: string) => Buffer.from(`${receivedAt}|${id}`).toString('base64url');

function readCursor(cursor: string): [string, string] | undefined {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return at && id && rest.length === 0 ? [at, id] : undefined;
}

/** A page of leads, newest first, by keyset: the next page starts after the last row shown. */
export async function listLeads(
  db: Kysely<Database>,
  member: StaffMemberRow,
  query: LeadListQuery,
): Promise<LeadPage | 'bad-cursor'> {
  const empty: LeadPage = { leads: [], next: null };
  const regions: StaffRegion[] = regionsOf(member);
  // A filter outside the member's scope matches nothing they may see.
  if (query.region && !regions.includes(query.region)) return empty;
  let scoped = inScope(
    db
      .selectFrom('submissions')
      .select(['id', 'received_at', 'form', 'region', 'body', 'email', 'spam'])
      .where('spam', '=', query.spam === '1' ? 1 : 0),
    member,
  );
  if (!scoped) return empty;
  if (query.region) scoped = scoped.where('region', '=', query.region);
  if (query.form) scoped = scoped.where('form', '=', query.form);
  if (query.before) {
    const cursor = readCursor(query.before);
    if (!cursor) return 'bad-cursor';
    const [at, id] = cursor;
    scoped = scoped.where((eb) =>
      eb.or([eb('received_at', '<', at), eb.and([eb('received_at', '=', at), eb('id', '<', id)])]),
    );
  }
  const rows = await scoped
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(leadPageSize + 1)
    .execute();
  const shown = rows.slice(0, leadPageSize);
  const last = shown.at(-1);
  return {
    leads: shown.map((row) => ({
      reference: row.id,
      receivedAt: row.received_at,
      form: row.form,
      region: row.region,
      name: visitorName(row.form, parseBody(row.body)),
      email: row.email,
      spam: row.spam === 1,
    })),
    next: rows.length > leadPageSize && last ? cursorOf(last.received_at, last.id) : null,
  };
}

/** One lead, if the member may see it; undefined otherwise, as for a missing one. */
export async function readLead(
  db: Kysely<Database>,
  member: StaffMemberRow,
  reference: string,
): Promise<LeadDetail | undefined> {
  const scoped = inScope(db.selectFrom('submissions').selectAll().where('id', '=', reference), member);
  const row = await scoped?.executeTakeFirst();
  if (!row) return undefined;
  const cv = await db
    .selectFrom('cv_files')
    .select(['file_name', 'media_type', 'size'])
    .where('submission_id', '=', row.id)
    .executeTakeFirst();
  return {
    reference: row.id,
    receivedAt: row.received_at,
    form: row.form,
    region: row.region,
    email: row.email,
    spam: row.spam === 1,
    consent: row.consent === null ? null : row.consent === 1,
    noticeVersion: row.notice_version,
    spamReasons: row.spam_reasons ? row.spam_reasons.split(',') : [],
    attribution: attributionOfRow(row),
    fields: parseBody(row.body),
    cv: cv ? { fileName: cv.file_name, mediaType: cv.media_type, size: cv.size } : null,
  };
}
