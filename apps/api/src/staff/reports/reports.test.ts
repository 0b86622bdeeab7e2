import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hiringSteps,
  reportCsvPath,
  reportPath,
  sourceDimensions,
  sourceRankLength,
  staffFormKinds,
  type FirstResponseReport,
  type HiringFunnelReport,
  type LeadsPerWeekReport,
  type ReportAnswer,
  type ReportName,
  type SourceDimension,
  type SourcesReport,
  type StaffFormKind,
  type StaffRegion,
} from '@agency/staff-contract';
import { deleteSubmissions } from '../../db/delete-submissions.ts';
import * as spreadsMigration from '../../db/migrations/0043-report-spreads.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { dayMs, utcDay } from '../../test-support/relative-time.ts';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';

/** The same pseudo-random leads on every run (mulberry32). */
function randomness(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const spreadTables = ['report_hiring_ends', 'report_hiring_stays', 'report_response_times'] as const;

const campaigns = [...Array.from({ length: 14 }, (_, i) => `campaign-${i}`), null];

// What the reports are checked against: the seeded rows read back from their own tables, and
// counted here, in plain code, without report_leads or report_counts.
interface Lead {
  id: string;
  email: string;
  form: StaffFormKind;
  region: StaffRegion;
  received_at: string;
  spam: number;
  spam_reasons: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  body: string;
}
interface Change {
  submission_id: string;
  status: string;
  at: string;
}
interface Reply {
  submission_id: string;
  sent_at: string | null;
  cancelled_at: string | null;
}
interface Stored {
  leads: Lead[];
  states: Map<string, string>;
  changes: Change[];
  replies: Reply[];
}

const mondayOf = (iso: string) => {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);
  return new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
};
const round = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);
/** The percentile of sorted values, interpolated between the two nearest (as percentile_cont). */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

interface Scope {
  from: string;
  to: string;
  regions: StaffRegion[];
  careers: boolean;
}
const formsOf = (scope: Scope) =>
  staffFormKinds.filter((form) => scope.careers || form !== 'job-application');
const inScope = (scope: Scope, lead: Lead) =>
  scope.regions.includes(lead.region) &&
  formsOf(scope).includes(lead.form) &&
  lead.received_at.slice(0, 10) >= scope.from &&
  lead.received_at.slice(0, 10) <= scope.to;

function expectedWeeks(stored: Stored, scope: Scope) {
  const weeks = new Map<string, { held: number; released: number; leads: Record<string, number> }>();
  for (
    let at = Date.parse(`${mondayOf(scope.from)}T00:00:00Z`);
    at <= Date.parse(`${scope.to}T00:00:00Z`);
    at += 7 * dayMs
  )
    weeks.set(new Date(at).toISOString().slice(0, 10), {
      held: 0,
      released: 0,
      leads: Object.fromEntries(formsOf(scope).map((form) => [form, 0])),
    });
  for (const lead of stored.leads.filter((l) => inScope(scope, l))) {
    const week = weeks.get(mondayOf(lead.received_at))!;
    if (lead.spam === 1) week.held += 1;
    else {
      week.leads[lead.form]! += 1;
      if (lead.spam_reasons !== '') week.released += 1;
    }
  }
  return [...weeks].map(([week, counts]) => ({ week, ...counts }));
}

const valueOf = (lead: Lead, dimension: SourceDimension) =>
  ({
    source: lead.utm_source,
    medium: lead.utm_medium,
    campaign: lead.utm_campaign,
    landing: lead.landing_page?.split('?')[0] ?? null,
    referrer: lead.referrer_host,
  })[dimension] || null;

function expectedSources(stored: Stored, scope: Scope) {
  const leads = stored.leads.filter((l) => inScope(scope, l) && l.spam === 0);
  const total = leads.length;
  return {
    total,
    dimensions: sourceDimensions.map((dimension) => {
      const byValue = new Map<string | null, { leads: number; won: number; hired: number }>();
      for (const lead of leads) {
        const value = valueOf(lead, dimension);
        const row = byValue.get(value) ?? { leads: 0, won: 0, hired: 0 };
        row.leads += 1;
        const status = stored.states.get(lead.id);
        if (status === 'won') row.won += 1;
        if (status === 'hired') row.hired += 1;
        byValue.set(value, row);
      }
      const ranked = [...byValue]
        .map(([value, row]) => ({ value, ...row }))
        .sort((a, b) => b.leads - a.leads || (a.value ?? '').localeCompare(b.value ?? ''));
      const rows: object[] = ranked
        .slice(0, sourceRankLength)
        .map((row) => ({ ...row, share: round(row.leads / total) }));
      const rest = ranked.slice(sourceRankLength);
      if (rest.length > 0) {
        const sum = (key: 'leads' | 'won' | 'hired') => rest.reduce((n, row) => n + row[key], 0);
        rows.push({
          value: null,
          others: true,
          leads: sum('leads'),
          won: sum('won'),
          hired: sum('hired'),
          share: round(sum('leads') / total),
        });
      }
      return { dimension, rows };
    }),
  };
}

function expectedFunnel(stored: Stored, scope: Scope) {
  if (!scope.careers) return null;
  const applications = stored.leads.filter(
    (l) => inScope(scope, l) && l.form === 'job-application' && l.spam === 0,
  );
  const byPosition = new Map<string, Lead[]>();
  for (const lead of applications) {
    const position = (JSON.parse(lead.body) as { position: string }).position;
    byPosition.set(position, [...(byPosition.get(position) ?? []), lead]);
  }
  const stepIndex = (status: string) => (hiringSteps as readonly string[]).indexOf(status);
  return [...byPosition]
    .map(([position, leads]) => {
      const facts = leads.map((lead) => {
        const history = stored.changes.filter((c) => c.submission_id === lead.id);
        const furthest = Math.max(0, ...history.map((c) => stepIndex(c.status)));
        const state = stored.states.get(lead.id);
        const days = hiringSteps.slice(0, -1).map((step, i) => {
          const entered =
            i === 0
              ? lead.received_at
              : history
                  .filter((c) => c.status === step)
                  .map((c) => c.at)
                  .sort()[0];
          if (!entered) return null;
          const left = history
            .filter((c) => c.at > entered && c.status !== step)
            .map((c) => c.at)
            .sort()[0];
          return left ? Math.floor((Date.parse(left) - Date.parse(entered)) / dayMs) : null;
        });
        return { furthest, state, days };
      });
      const reached = hiringSteps.map((_, i) => facts.filter((f) => f.furthest >= i).length);
      return {
        position,
        steps: hiringSteps.map((step, i) => ({
          step,
          reached: reached[i],
          conversion:
            i === hiringSteps.length - 1 || reached[i] === 0 ? null : round(reached[i + 1]! / reached[i]!),
          medianDays:
            i === hiringSteps.length - 1
              ? null
              : round(
                  percentile(
                    facts.map((f) => f.days[i]).filter((d): d is number => d !== null),
                    50,
                  ),
                ),
          rejected: facts.filter((f) => f.state === 'rejected' && f.furthest === i).length,
          withdrawn: facts.filter((f) => f.state === 'withdrawn' && f.furthest === i).length,
        })),
      };
    })
    .sort((a, b) => b.steps[0]!.reached! - a.steps[0]!.reached! || a.position.localeCompare(b.position));
}

function expectedResponse(stored: Stored, scope: Scope) {
  const minutes = new Map<string, number[]>();
  for (const lead of stored.leads.filter((l) => inScope(scope, l) && l.spam === 0)) {
    const sent = stored.replies
      .filter((r) => r.submission_id === lead.id && r.sent_at !== null && r.cancelled_at === null)
      .map((r) => Date.parse(r.sent_at!));
    if (sent.length === 0) continue;
    const week = mondayOf(lead.received_at);
    minutes.set(week, [
      ...(minutes.get(week) ?? []),
      // Counted to the minute, ten minutes or hour, as the report counts them (migration 0043).
      spreadsMigration.responseBucket(
        Math.floor((Math.min(...sent) - Date.parse(lead.received_at)) / 60_000),
      ),
    ]);
  }
  if (minutes.size === 0) return { recorded: false, weeks: [] };
  return {
    recorded: true,
    weeks: expectedWeeks(stored, scope).map(({ week }) => {
      const values = minutes.get(week) ?? [];
      return {
        week,
        answered: values.length,
        medianMinutes: round(percentile(values, 50)),
        p90Minutes: round(percentile(values, 90)),
      };
    }),
  };
}

/** Floats from either engine, to the millionth: the same figure computed in another order. */
function rounded<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_, v: unknown) => (typeof v === 'number' ? round(v) : v)) as T;
}

describe.each(engines)('reports on %s', (engine) => {
  let staff: TestStaff;
  const cookies: Record<string, string> = {};
  let range: { from: string; to: string };

  const read = async <T>(name: ReportName, cookie: string, query: Record<string, string> = range) => {
    const answer = await staff.get(`${reportPath(name)}?${new URLSearchParams(query)}`, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ReportAnswer<T>>();
  };

  /** The seeded rows, read back from the tables the application writes. */
  const stored = async (): Promise<Stored> => ({
    leads: (await staff.db.selectFrom('submissions').selectAll().execute()) as Lead[],
    states: new Map(
      (await staff.db.selectFrom('lead_states').select(['submission_id', 'status']).execute()).map((row) => [
        row.submission_id,
        row.status,
      ]),
    ),
    changes: await staff.db
      .selectFrom('lead_status_changes')
      .select(['submission_id', 'status', 'at'])
      .execute(),
    replies: await staff.db
      .selectFrom('lead_replies')
      .select(['submission_id', 'sent_at', 'cancelled_at'])
      .execute(),
  });

  /** The counts of migration 0043, every row, in key order. */
  const spreadsOf = async () =>
    Object.fromEntries(
      await Promise.all(
        spreadTables.map(async (table) => {
          const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
            staff.db,
          );
          const rowsInOrder = rows
            .map((row) =>
              JSON.stringify(Object.entries(row).map(([column, value]) => [column, String(value)])),
            )
            .sort();
          return [table, rowsInOrder] as const;
        }),
      ),
    );

  /** Every report of a member, against the figures counted from the stored rows within their scope. */
  const expectReports = async (cookie: string, scope: Scope, query: Record<string, string> = range) => {
    const rows = await stored();
    const weeks = await read<LeadsPerWeekReport>('leads-per-week', cookie, query);
    expect(weeks.forms).toEqual(formsOf(scope));
    expect(weeks.weeks).toEqual(expectedWeeks(rows, scope));
    const sources = await read<SourcesReport>('sources', cookie, query);
    expect(rounded({ total: sources.total, dimensions: sources.dimensions })).toEqual(
      expectedSources(rows, scope),
    );
    const funnel = await read<HiringFunnelReport>('hiring-funnel', cookie, query);
    expect(rounded(funnel.positions)).toEqual(expectedFunnel(rows, scope));
    const response = await read<FirstResponseReport>('first-response', cookie, query);
    expect(rounded({ recorded: response.recorded, weeks: response.weeks })).toEqual(
      expectedResponse(rows, scope),
    );
    return { weeks, sources, funnel, response };
  };

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    const now = staff.clock.startedAt;
    range = { from: utcDay(now, -60).date, to: utcDay(now, 0).date };
    const random = randomness(engine === 'sqlite' ? 41 : 42);
    const at = (ms: number) => new Date(ms).toISOString();
    for (let n = 0; n < 160; n++) {
      const region = random.pick(['in', 'in', 'uk'] as const);
      const form =
        region === 'uk'
          ? random.pick(['uk-enquiry', 'uk-enquiry', 'job-application'] as const)
          : random.pick(['contact', 'proposal', 'job-application'] as const);
      // Most within the range of 60 days; some before it, which no figure counts.
      const received = now - random.next() * 70 * dayMs;
      const spam = random.next();
      const id = randomUUID();
      await staff.db
        .insertInto('submissions')
        .values({
          id,
          form,
          region,
          received_at: at(received),
          body: JSON.stringify({
            email: `lead${n}@example.com`,
            ...(form === 'job-application'
              ? {
                  firstName: 'Lead',
                  lastName: `${n}`,
                  position: random.pick(['Web Development', 'SEO Specialist']),
                }
              : { username: `Lead ${n}`, message: 'Hello' }),
          }),
          email: `lead${n}@example.com`,
          consent: null,
          notice_version: null,
          spam: spam < 0.1 ? 1 : 0,
          spam_reasons: spam < 0.15 ? 'honeypot' : '',
          utm_source: random.pick(['google', 'newsletter', '=SUM(A1)', null]),
          utm_medium: random.pick(['cpc', 'email', null]),
          utm_campaign: random.pick(campaigns),
          landing_page: random.pick(['/seo?gclid=abc', '/seo', '/ppc?utm_source=google', null]),
          referrer_host: random.pick(['google.com', 'bing.com', null]),
        })
        .execute();
      if (form === 'job-application') {
        const furthest = Math.floor(random.next() * 6);
        let when = received;
        let status = 'received';
        for (let step = 1; step <= furthest; step++) {
          when += (0.5 + random.next() * 6) * dayMs;
          status = hiringSteps[step]!;
          await staff.db
            .insertInto('lead_status_changes')
            .values({ submission_id: id, status, by: 'x', at: at(when) })
            .execute();
        }
        if (furthest < 5 && random.next() < 0.5) {
          status = random.pick(['rejected', 'withdrawn']);
          when += random.next() * 4 * dayMs;
          await staff.db
            .insertInto('lead_status_changes')
            .values({ submission_id: id, status, by: 'x', at: at(when) })
            .execute();
        }
        if (status !== 'received')
          await staff.db
            .insertInto('lead_states')
            .values({ submission_id: id, status, assignee_id: null, updated_at: at(when) })
            .execute();
      } else if (random.next() < 0.5) {
        const status = random.pick(['contacted', 'won', 'won', 'lost']);
        await staff.db
          .insertInto('lead_states')
          .values({ submission_id: id, status, assignee_id: null, updated_at: at(now) })
          .execute();
      }
    }
    cookies.recruiter = (
      await staff.enrol(await staff.inviteMember('recruiter@agency.example', ['in'], { careers: true }))
    ).cookie;
    cookies.marketer = (
      await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))
    ).cookie;
    cookies.sales = (
      await staff.enrol(await staff.inviteMember('sales@agency.example', ['in', 'uk']))
    ).cookie;
    cookies.lead = (
      await staff.enrol(await staff.inviteMember('lead@agency.example', ['in', 'uk'], { careers: true }))
    ).cookie;
  });
  afterAll(() => staff.close());

  const everyone = (): Scope => ({ ...range, regions: ['in', 'uk'], careers: true });

  it('counts every figure as the stored leads say, for a member of both regions with careers', async () => {
    const { weeks, sources, funnel, response } = await expectReports(cookies.lead!, everyone());
    // The seeded leads give every figure something to count, and the ranking more than ten campaigns.
    expect(weeks.weeks.some((week) => week.held > 0 && week.released > 0)).toBe(true);
    expect(sources.dimensions.find((d) => d.dimension === 'campaign')?.rows.at(-1)?.others).toBe(true);
    expect(sources.dimensions.find((d) => d.dimension === 'landing')?.rows.map((row) => row.value)).toEqual(
      expect.arrayContaining(['/seo', '/ppc', null]),
    );
    expect(
      funnel.positions?.flatMap((p) => p.steps).some((step) => step.rejected > 0 && step.medianDays !== null),
    ).toBe(true);
    // Until replies are recorded, the response report says so and counts nothing.
    expect(response).toEqual({ recorded: false, weeks: [], table: { columns: expect.any(Array), rows: [] } });
  });

  it('counts only what each member may open: their regions, and applications with careers', async () => {
    await expectReports(cookies.recruiter!, { ...range, regions: ['in'], careers: true });
    await expectReports(cookies.marketer!, { ...range, regions: ['uk'], careers: false });
    const sales = await expectReports(cookies.sales!, { ...range, regions: ['in', 'uk'], careers: false });
    expect(sales.weeks.forms).not.toContain('job-application');
    expect(sales.funnel).toEqual({ positions: null, table: expect.objectContaining({ rows: [] }) });
    expect(sales.sources.table.columns).toEqual(['Attribution', 'Value', 'Leads', 'Share', 'Won']);
    // A region that is not theirs counts nothing, as the list shows nothing for it.
    const foreign = await expectReports(
      cookies.marketer!,
      { ...range, regions: [], careers: false },
      { ...range, region: 'in' },
    );
    expect(foreign.sources.total).toBe(0);
    expect(
      foreign.weeks.weeks.every((week) => week.held === 0 && Object.values(week.leads).every((n) => n === 0)),
    ).toBe(true);
    await expectReports(
      cookies.lead!,
      { ...range, regions: ['uk'], careers: true },
      { ...range, region: 'uk' },
    );
  });

  it('measures the first response once replies are recorded: sent and not cancelled, the first of them', async () => {
    const leads = (await stored()).leads.filter((lead) => lead.spam === 0);
    const random = randomness(7);
    const reply = (submission: string, sent: string | null, cancelled: string | null) => {
      const created = sent ?? cancelled ?? new Date().toISOString();
      return staff.db
        .insertInto('lead_replies')
        .values({
          id: randomUUID(),
          submission_id: submission,
          staff_id: null,
          author: 'staff@agency.example',
          subject: 'Your enquiry',
          body: 'Thank you.',
          template: null,
          message_id: `<${randomUUID()}@agency.example>`,
          in_reply_to: null,
          references: null,
          created_at: created,
          send_after: created,
          cancelled_at: cancelled,
          cancelled_by: cancelled ? 'staff@agency.example' : null,
          bounced_at: null,
          bounce_reason: null,
          queued_at: created,
          next_attempt_at: created,
          locked_until: null,
          sent_at: sent,
          last_error: null,
        })
        .execute();
    };
    for (const lead of leads.filter(() => random.next() < 0.6)) {
      const received = Date.parse(lead.received_at);
      const first = received + random.next() * 3 * dayMs;
      // A cancelled draft before it and one not yet sent: neither is a response.
      await reply(lead.id, null, new Date(received + 60_000).toISOString());
      await reply(lead.id, null, null);
      await reply(lead.id, new Date(first + dayMs).toISOString(), null);
      await reply(lead.id, new Date(first).toISOString(), null);
    }
    const { response } = await expectReports(cookies.lead!, everyone());
    expect(response.recorded).toBe(true);
    expect(response.weeks.some((week) => week.medianMinutes !== null && week.answered > 1)).toBe(true);
    await expectReports(cookies.marketer!, { ...range, regions: ['uk'], careers: false });
    // A range reaching back before the first lead: its weeks with nobody answered have no figure (not a
    // zero) beside weeks that have one.
    const reachingBack = {
      from: utcDay(staff.clock.startedAt, -90).date,
      to: utcDay(staff.clock.startedAt, -55).date,
    };
    const { response: back } = await expectReports(cookies.lead!, { ...everyone(), ...reachingBack }, reachingBack);
    expect(back.weeks.some((week) => week.answered === 0 && week.medianMinutes === null)).toBe(true);
    expect(back.weeks.some((week) => week.answered > 0 && week.p90Minutes !== null)).toBe(true);

    // The outbox's path: a reply queued, then sent (its sent_at set), then one cancelled before it went.
    const now = await stored();
    const unanswered = now.leads.find(
      (lead) =>
        lead.spam === 0 &&
        inScope(everyone(), lead) &&
        !now.replies.some((r) => r.submission_id === lead.id && r.sent_at !== null),
    )!;
    const queued = await staff.db
      .selectFrom('lead_replies')
      .select(['id', 'submission_id'])
      .where('sent_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow();
    const sentAt = new Date(Date.parse(unanswered.received_at) + 42 * 60_000).toISOString();
    await staff.db
      .updateTable('lead_replies')
      .set({ submission_id: unanswered.id })
      .where('id', '=', queued.id)
      .execute();
    await expectReports(cookies.lead!, everyone());
    await staff.db.updateTable('lead_replies').set({ sent_at: sentAt }).where('id', '=', queued.id).execute();
    await expectReports(cookies.lead!, everyone());
    await staff.db
      .updateTable('lead_replies')
      .set({ cancelled_at: sentAt, cancelled_by: 'staff@agency.example' })
      .where('id', '=', queued.id)
      .execute();
    await expectReports(cookies.lead!, everyone());
  });

  it('follows the leads as they are released, moved on, erased and purged', async () => {
    const rows = await stored();
    const held = rows.leads.find((lead) => lead.spam === 1 && inScope(everyone(), lead))!;
    await staff.db.updateTable('submissions').set({ spam: 0 }).where('id', '=', held.id).execute();
    const application = rows.leads.find(
      (lead) => lead.form === 'job-application' && lead.spam === 0 && inScope(everyone(), lead),
    )!;
    await staff.db
      .insertInto('lead_status_changes')
      .values({
        submission_id: application.id,
        status: 'hired',
        by: 'x',
        at: new Date(staff.clock.startedAt).toISOString(),
      })
      .execute();
    await staff.db.deleteFrom('lead_states').where('submission_id', '=', application.id).execute();
    await staff.db
      .insertInto('lead_states')
      .values({ submission_id: application.id, status: 'hired', assignee_id: null, updated_at: 'x' })
      .execute();
    await expectReports(cookies.lead!, everyone());
    const erased = rows.leads.find((lead) => lead.spam === 0 && inScope(everyone(), lead))!;
    expect(await deleteSubmissions(staff.db, engine, { email: erased.email })).toBe(1);
    await deleteSubmissions(staff.db, engine, {
      receivedBefore: new Date(staff.clock.startedAt - 30 * dayMs).toISOString(),
    });
    await expectReports(cookies.lead!, everyone());
    // Nothing is left of a day whose leads are all gone: no row of counts that come to nothing.
    const empty = await staff.db
      .withTables<{ report_counts: { leads: number; held: number; released: number; outcomes: number } }>()
      .selectFrom('report_counts')
      .select((eb) => eb.fn.countAll().as('rows'))
      .where('leads', '=', 0)
      .where('held', '=', 0)
      .where('released', '=', 0)
      .where('outcomes', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(empty.rows)).toBe(0);
    for (const table of spreadTables) {
      const { rows } = await sql<{ rows: string | number }>`
        select count(*) as rows from ${sql.table(table)} where leads = 0`.execute(staff.db);
      expect(Number(rows[0]?.rows), table).toBe(0);
    }
  });

  it('counts the same when migration 0043 builds its counts from leads already stored', async () => {
    const kept = await spreadsOf();
    expect(kept.report_response_times?.length).toBeGreaterThan(0);
    await spreadsMigration.down(staff.db);
    await sql`delete from kysely_migration where name = '0043-report-spreads'`.execute(staff.db);
    await migrateToLatest(staff.db);
    expect(await spreadsOf()).toEqual(kept);
    await expectReports(cookies.lead!, everyone());
  });

  it('writes each table as CSV, cells a spreadsheet would run made inert', async () => {
    for (const name of ['leads-per-week', 'sources', 'hiring-funnel', 'first-response'] as const) {
      const json = await read<object>(name, cookies.lead!);
      const csv = await staff.get(`${reportCsvPath(name)}?${new URLSearchParams(range)}`, cookies.lead!);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`,
      );
      const cells = parse(csv.body) as string[][];
      const inert = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);
      expect(cells).toEqual([json.table.columns, ...json.table.rows.map((row) => row.map(inert))]);
    }
    const sources = await read<SourcesReport>('sources', cookies.lead!);
    expect(sources.table.rows.some((row) => row[1] === '=SUM(A1)')).toBe(true);
  });

  it('takes a range of two days in order, within a year, from a signed-in member only', async () => {
    const ask = (query: Record<string, string>) =>
      staff.get(`${reportPath('sources')}?${new URLSearchParams(query)}`, cookies.lead!);
    expect((await ask({ from: range.to, to: range.from })).json()).toEqual({
      message: 'The range must end on or after its first day.',
    });
    // Over a year and a half: longer than any report takes.
    const now = staff.clock.startedAt;
    expect((await ask({ from: utcDay(now, -540).date, to: utcDay(now, 0).date })).statusCode).toBe(400);
    expect((await ask({ ...range, email: 'lead1@example.com' })).statusCode).toBe(400);
    expect((await ask({ from: range.from })).statusCode).toBe(400);
    expect((await staff.get(`${reportPath('sources')}?${new URLSearchParams(range)}`, '')).statusCode).toBe(
      401,
    );
  });
});
