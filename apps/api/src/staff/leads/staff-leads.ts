import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import {
  leadPageSize,
  staffFormKinds,
  statusesOf,
  type LeadDetail,
  type LeadListQuery,
  type LeadPage,
  type LeadSearchRequest,
  type LeadStatus,
  type StaffFormKind,
  dayMs,
} from '@agency/staff-contract';
import { jsonText } from '../../db/dialect.ts';
import type { Engine } from '../../db/open-database.ts';
import type { Database, SubmissionsTable } from '../../db/schema.ts';
import { attributionOfRow } from '../../leads/lead-attribution.ts';
import { parseBody, visitorName } from '../../leads/lead-fields.ts';
import { searchLeadReferences } from '../search/search-leads.ts';
import { isColleague } from '../people/staff-colleagues.ts';
import { awaitingSince, needsReply } from './awaiting-reply.ts';
import { regionsOf, type StaffMemberRow } from '../sign-in/staff-member.ts';

const application: StaffFormKind = 'job-application';

/**
 * The leads a member may see: their regions, and applications only with the
 * careers permission. Everything else is filtered out in the query itself, so
 * an out-of-scope lead is exactly as absent as a missing one.
 */
export function inScope<O>(
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

const summaries = (db: Kysely<Database>, spam: boolean) =>
  db
    .selectFrom('submissions')
    .select(['id', 'received_at', 'form', 'region', 'body', 'email', 'spam'])
    .select(['last_reply_at', 'unanswered_since'])
    .where('spam', '=', spam ? 1 : 0);
type SummaryQuery = ReturnType<typeof summaries>;

/** A page's worth of rows and one more (to tell whether another page follows), newest first. */
export const newestFirst = (query: SummaryQuery) =>
  query
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(leadPageSize + 1);

/** One page by keyset, newest first: the next page starts after the last row shown. */
async function pageOf(query: SummaryQuery, before: string | undefined): Promise<LeadPage | 'bad-cursor'> {
  let paged = query;
  if (before) {
    const cursor = readCursor(before);
    if (!cursor) return 'bad-cursor';
    const [at, id] = cursor;
    paged = paged.where((eb) =>
      eb.or([eb('received_at', '<', at), eb.and([eb('received_at', '=', at), eb('id', '<', id)])]),
    );
  }
  const rows = await newestFirst(paged).execute();
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
      awaitingSince: awaitingSince(row),
    })),
    next: rows.length > leadPageSize && last ? cursorOf(last.received_at, last.id) : null,
  };
}

const empty: LeadPage = { leads: [], next: null };

/** The list's filters, the page cursor aside: the list and its CSV export take the same. */
export type LeadFilters = Omit<LeadListQuery, 'before'>;

/** The end of a day (UTC) given as YYYY-MM-DD: the next day's start, as received_at sorts as text. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString();

/**
 * Narrows a query of the member's leads by the filters. A lead nobody has
 * worked on has no lead_states row and its form's first status, so that
 * status also matches the leads without one.
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'submissions', O>,
  engine: Engine,
  member: StaffMemberRow,
  filters: LeadFilters,
  few: FewMatches,
): SelectQueryBuilder<Database, 'submissions', O> {
  let narrowed = query;
  if (filters.region) narrowed = narrowed.where('region', '=', filters.region);
  if (filters.form) narrowed = narrowed.where('form', '=', filters.form);
  if (filters.from) narrowed = narrowed.where('received_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) narrowed = narrowed.where('received_at', '<', dayAfter(filters.to));
  if (filters.utmSource) narrowed = narrowed.where('utm_source', '=', filters.utmSource);
  if (filters.utmCampaign) narrowed = narrowed.where('utm_campaign', '=', filters.utmCampaign);
  if (filters.referrerHost) narrowed = narrowed.where('referrer_host', '=', filters.referrerHost);
  if (filters.needsReply) narrowed = narrowed.where(needsReply);
  if (filters.position)
    narrowed = narrowed
      .where('form', '=', application)
      .where(jsonText(engine, 'body', 'position'), '=', filters.position);
  if (filters.status) narrowed = narrowed.where(hasStatus(filters.status, few.inStatus));
  // 'me' is the member's own id; any other id was checked to be a colleague's (outOfScope).
  const assigneeId = filters.assignee === 'me' ? member.id : filters.assignee;
  if (assigneeId && assigneeId !== 'none')
    narrowed = narrowed.where((eb) =>
      few.assigned
        ? eb(
            'id',
            'in',
            eb.selectFrom('lead_states').select('submission_id').where('assignee_id', '=', assigneeId),
          )
        : eb(workOf(eb, 'assignee_id'), '=', assigneeId),
    );
  if (filters.assignee === 'none')
    narrowed = narrowed.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lead_states')
            .select('submission_id')
            .whereRef('lead_states.submission_id', '=', 'submissions.id')
            .where('lead_states.assignee_id', 'is not', null),
        ),
      ),
    );
  return narrowed;
}

/** A lead's own lead_states column, looked up by its key for each lead as the list walks. */
const workOf = (eb: ExpressionBuilder<Database, 'submissions'>, column: 'status' | 'assignee_id') =>
  eb
    .selectFrom('lead_states')
    .select(`lead_states.${column}`)
    .whereRef('lead_states.submission_id', '=', 'submissions.id');

/**
 * Under this many leads in a status or assigned to someone, the list reads
 * them from their index (migration 0042) and sorts them; from this many, it
 * walks the leads newest first and looks each one's work up, which stops at
 * a page (one lead in 500 of a million: about 25,000 looked up). Either way
 * alone read every lead in scope for a rare one (seconds at a million) or
 * sorted tens of thousands for a common one.
 */
export const fewMatches = 2_000;

/** Whether the filters' status and assignee each have few leads (fewMatches), counted no further. */
interface FewMatches {
  inStatus: boolean;
  assigned: boolean;
}

async function fewMatchesOf(db: Kysely<Database>, member: StaffMemberRow, filters: LeadFilters) {
  const few = async (column: 'status' | 'assignee_id', value: string) => {
    const { count } = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('lead_states')
          .select('submission_id')
          .where(column, '=', value)
          .limit(fewMatches)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count) < fewMatches;
  };
  const assigneeId = filters.assignee === 'me' ? member.id : filters.assignee;
  const first = filters.status && staffFormKinds.some((form) => statusesOf(form)[0] === filters.status);
  return {
    inStatus: filters.status && !first ? await few('status', filters.status) : false,
    assigned: assigneeId && assigneeId !== 'none' ? await few('assignee_id', assigneeId) : false,
  };
}

/**
 * The leads in a status. A lead nobody has worked on has no lead_states row
 * and its form's first status, so a first status ("new": most enquiries) is
 * always walked for: an `exists … or not exists …` made PostgreSQL hash all
 * of lead_states first (727 ms p95 at a million leads).
 */
function hasStatus(status: LeadStatus, few: boolean) {
  const forms = staffFormKinds.filter((form) => statusesOf(form).includes(status));
  const first = forms.filter((form) => statusesOf(form)[0] === status);
  return (eb: ExpressionBuilder<Database, 'submissions'>) => {
    const inForms = eb('form', 'in', forms);
    if (few)
      return eb.and([
        inForms,
        eb('id', 'in', eb.selectFrom('lead_states').select('submission_id').where('status', '=', status)),
      ]);
    if (first.length === 0) return eb.and([inForms, eb(workOf(eb, 'status'), '=', status)]);
    const firstOfForm = eb.case().when('form', 'in', first).then(status).end();
    return eb.and([inForms, eb(eb.fn.coalesce(workOf(eb, 'status'), firstOfForm), '=', status)]);
  };
}

/**
 * Whether a filter reaches outside the member's scope: a region not theirs, or
 * an assignee id that is not a colleague's (unknown, disabled, or sharing no
 * region). Either matches nothing they may see, and answers as an empty list
 * whichever it is, so the answer says nothing of who exists.
 */
async function outOfScope(db: Kysely<Database>, member: StaffMemberRow, filters: LeadFilters) {
  if (filters.region && !regionsOf(member).includes(filters.region)) return true;
  const assignee = filters.assignee;
  if (assignee === undefined || assignee === 'me' || assignee === 'none' || assignee === member.id)
    return false;
  return !(await isColleague(db, member, assignee));
}

/** A page of the leads the member may see, filtered. */
export async function listLeads(
  db: Kysely<Database>,
  engine: Engine,
  member: StaffMemberRow,
  query: LeadListQuery,
): Promise<LeadPage | 'bad-cursor'> {
  if (await outOfScope(db, member, query)) return empty;
  const listed = await filteredList(db, engine, member, query);
  return listed ? pageOf(listed, query.before) : empty;
}

/** The member's leads the filters match (spam or not, as asked), unordered; undefined when they may see none. */
export async function filteredList(
  db: Kysely<Database>,
  engine: Engine,
  member: StaffMemberRow,
  filters: LeadFilters,
) {
  const scoped = inScope(summaries(db, filters.spam === '1'), member);
  return scoped && filtered(scoped, engine, member, filters, await fewMatchesOf(db, member, filters));
}

/** Every lead the member may see that the filters match, newest first, whole (for the CSV export). */
export async function exportLeads(
  db: Kysely<Database>,
  engine: Engine,
  member: StaffMemberRow,
  query: LeadFilters,
): Promise<Selectable<SubmissionsTable>[]> {
  if (await outOfScope(db, member, query)) return [];
  const scoped = inScope(
    db
      .selectFrom('submissions')
      .selectAll()
      .where('spam', '=', query.spam === '1' ? 1 : 0),
    member,
  );
  if (!scoped) return [];
  return filtered(scoped, engine, member, query, await fewMatchesOf(db, member, query))
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Leads the member may see that the term finds (src/search: name, email,
 * phone, reference, words of messages and notes), newest first, a page at a
 * time. The term comes in a POST body and is never logged or audited.
 */
export async function searchLeads(
  db: Kysely<Database>,
  engine: Engine,
  member: StaffMemberRow,
  request: LeadSearchRequest,
): Promise<LeadPage | 'bad-cursor'> {
  const cursor = request.before ? readCursor(request.before) : undefined;
  if (request.before && !cursor) return 'bad-cursor';
  const references = await searchLeadReferences(
    db,
    engine,
    request.term,
    {
      regions: regionsOf(member),
      careers: member.careers === 1,
      spam: request.spam === true,
      after: cursor ? { at: cursor[0], id: cursor[1] } : undefined,
    },
    leadPageSize + 1,
  );
  // The page of those few, in scope again, by the list's own keyset paging.
  const scoped = inScope(summaries(db, request.spam === true), member)?.where('id', 'in', [
    '',
    ...references,
  ]);
  return scoped ? pageOf(scoped, request.before) : empty;
}

/** A lead's reference, form and region, if the member may see it; undefined otherwise. */
export async function leadInScope(db: Kysely<Database>, member: StaffMemberRow, reference: string) {
  const scoped = inScope(
    db.selectFrom('submissions').select(['id', 'form', 'region', 'spam']).where('id', '=', reference),
    member,
  );
  return scoped?.executeTakeFirst();
}

/** One lead, if the member may see it; undefined otherwise, as for a missing one. */
export async function readLead(
  db: Kysely<Database>,
  member: StaffMemberRow,
  reference: string,
): Promise<LeadDetail | undefined> {
  const scoped = inScope(db.selectFrom('submissions').selectAll().where('id', '=', reference), member);
  const row = await scoped?.executeTakeFirst();
  return row ? leadDetailOf(db, row) : undefined;
}

/** A stored lead as staff read it: its fields, consent, spam reasons, attribution, and its CV by name. */
export async function leadDetailOf(
  db: Kysely<Database>,
  row: Selectable<SubmissionsTable>,
): Promise<LeadDetail> {
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
