import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPageSize, staffApiPaths, type LeadPage } from '@agency/staff-contract';
import type { FormKind, Region } from '@agency/contract';
import { sql } from 'kysely';
import { deleteSubmissions } from '../../db/delete-submissions.ts';
import { docsPerMillisecond } from '../../db/migrations/0040-lead-search.ts';
import { searchLeadReferences, type SearchScope } from './search-leads.ts';
import { daysBefore } from '../../test-support/relative-time.ts';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';

describe.each(engines)('searching leads on %s', (engine) => {
  let staff: TestStaff;
  let recruiter: string;
  let marketer: string;
  let sales: string;
  const ids: Record<string, string> = {};

  /** A lead as the intake stores it, with the body given. */
  const store = async (
    key: string,
    lead: { form: FormKind; region: Region; body: Record<string, unknown>; daysAgo: number; spam?: boolean },
  ) => {
    const id = randomUUID();
    const email = String(lead.body.email).toLowerCase();
    await staff.db
      .insertInto('submissions')
      .values({
        id,
        form: lead.form,
        region: lead.region,
        received_at: daysBefore(staff.clock.startedAt, lead.daysAgo),
        body: JSON.stringify(lead.body),
        email,
        consent: null,
        notice_version: null,
        spam: lead.spam ? 1 : 0,
        spam_reasons: lead.spam ? 'honeypot' : '',
      })
      .execute();
    ids[key] = id;
    return id;
  };

  const search = async (cookie: string, term: string, options: { spam?: boolean; before?: string } = {}) => {
    const answer = await staff.post(staffApiPaths.leadSearch, { term, ...options }, { cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<LeadPage>();
  };
  const emails = async (cookie: string, term: string, spam?: boolean) =>
    (await search(cookie, term, spam ? { spam } : {})).leads.map((lead) => lead.email);

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    await store('zoltan', {
      form: 'contact',
      region: 'in',
      daysAgo: 10,
      body: {
        username: 'Zoltan Quimby',
        email: 'Zoltan.Q@Orchard.example',
        phone: '98765 43210',
        message: 'We need a quokka-themed website.',
      },
    });
    await store('wu', {
      form: 'uk-enquiry',
      region: 'uk',
      daysAgo: 40,
      body: {
        name: 'Wu Li',
        business: 'Teapot Ltd',
        email: 'wu@teapot.example',
        phone: '07700 900123',
        projectType: 'Marketing',
        message: 'Marmalade shop redesign',
        heardFrom: '',
        consent: true,
      },
    });
    await store('imogen', {
      form: 'job-application',
      region: 'in',
      daysAgo: 200,
      body: {
        firstName: 'Imogen',
        lastName: 'Zed',
        email: 'imogen@zed.example',
        phone: '+91 99887 76655',
        position: 'Web Development',
        coverNote: 'Five years of Elixir.',
      },
    });
    await store('spam', {
      form: 'proposal',
      region: 'in',
      daysAgo: 3,
      spam: true,
      body: {
        firstName: 'Casimir',
        lastName: 'Spamworth',
        email: 'casimir@spam.example',
        phoneCode: '+44',
        phone: '7700 900999',
        businessDetails: 'Cheap links',
      },
    });
    // Notes and messages in and out, written straight to their tables, as other code writes them.
    await staff.db
      .insertInto('lead_notes')
      .values({
        id: randomUUID(),
        submission_id: ids.zoltan ?? '',
        text: 'Called back about the pergola.',
        author: 'asha@agency.example',
        at: daysBefore(staff.clock.startedAt, 9),
      })
      .execute();
    const sent = daysBefore(staff.clock.startedAt, 39);
    await staff.db
      .insertInto('lead_replies')
      .values({
        id: 'reply-wu',
        submission_id: ids.wu ?? '',
        staff_id: null,
        author: 'tom@agency.example',
        subject: 'Your enquiry',
        body: 'Thanks for the samovar photos.',
        template: null,
        message_id: '<reply-wu@agency.example>',
        in_reply_to: null,
        references: null,
        created_at: sent,
        send_after: sent,
        cancelled_at: null,
        cancelled_by: null,
        bounced_at: null,
        bounce_reason: null,
        queued_at: sent,
        next_attempt_at: sent,
        locked_until: null,
        sent_at: sent,
        last_error: null,
      })
      .execute();
    await staff.db
      .insertInto('lead_inbound')
      .values({
        id: 'inbound-zoltan',
        submission_id: ids.zoltan ?? '',
        message_id: '<answer@orchard.example>',
        in_reply_to: null,
        from_address: 'zoltan.q@orchard.example',
        subject: 'Re: your quote',
        body: 'The gazebo budget is fine.',
        sent_at: null,
        received_at: daysBefore(staff.clock.startedAt, 8),
        dkim: 'pass',
        spf: 'pass',
        dmarc: 'pass',
      })
      .execute();
    recruiter = (
      await staff.enrol(await staff.inviteMember('recruiter@agency.example', ['in'], { careers: true }))
    ).cookie;
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    sales = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in', 'uk']))).cookie;
  });
  afterAll(() => staff.close());

  it('finds a name or part of one, an address or its domain, in any case', async () => {
    expect(await emails(recruiter, 'oltan qui')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'QUIMBY')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'Zoltan.Q@Orchard.example')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'orchard.example')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(sales, 'teapot.ex')).toEqual(['wu@teapot.example']);
    // Two letters: a whole word (a short name), never a part.
    expect(await emails(marketer, 'Wu')).toEqual(['wu@teapot.example']);
    expect(await emails(recruiter, 'Zo')).toEqual([]);
  });

  it('finds a phone number in any spacing, or a part of it', async () => {
    for (const term of ['98765 43210', '9876543210', '987-654-3210', '(98765) 432', '6543'])
      expect(await emails(recruiter, term), term).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, '+91 99887 76655')).toEqual(['imogen@zed.example']);
    expect(await emails(marketer, '07700900123')).toEqual(['wu@teapot.example']);
  });

  it('finds a reference, and words of the message, the notes and the messages in and out', async () => {
    expect(await emails(recruiter, ids.zoltan ?? '')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'quokka')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'pergola')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(recruiter, 'GAZEBO budget')).toEqual(['zoltan.q@orchard.example']);
    expect(await emails(marketer, 'samovar')).toEqual(['wu@teapot.example']);
    expect(await emails(marketer, 'marmalade')).toEqual(['wu@teapot.example']);
    expect(await emails(recruiter, 'elixir')).toEqual(['imogen@zed.example']);
  });

  it('finds only what the member may open: their regions, applications with careers, spam apart', async () => {
    expect(await emails(recruiter, 'samovar')).toEqual([]);
    expect(await emails(recruiter, ids.wu ?? '')).toEqual([]);
    expect(await emails(marketer, 'quokka')).toEqual([]);
    expect(await emails(sales, 'elixir')).toEqual([]);
    expect(await emails(sales, 'imogen@zed.example')).toEqual([]);
    expect(await emails(recruiter, 'spamworth')).toEqual([]);
    expect(await emails(recruiter, 'spamworth', true)).toEqual(['casimir@spam.example']);
    expect(await emails(marketer, 'spamworth', true)).toEqual([]);
  });

  it('keeps the index in step as notes and messages change and leads are erased or purged', async () => {
    const note = await staff.db
      .selectFrom('lead_notes')
      .select('id')
      .where('submission_id', '=', ids.zoltan ?? '')
      .executeTakeFirstOrThrow();
    await staff.db
      .updateTable('lead_notes')
      .set({ text: 'Trellis, not pergola.' })
      .where('id', '=', note.id)
      .execute();
    expect(await emails(recruiter, 'trellis')).toEqual(['zoltan.q@orchard.example']);
    await staff.db.updateTable('lead_notes').set({ text: 'Trellis.' }).where('id', '=', note.id).execute();
    expect(await emails(recruiter, 'pergola')).toEqual([]);
    await staff.db.deleteFrom('lead_replies').where('id', '=', 'reply-wu').execute();
    expect(await emails(marketer, 'samovar')).toEqual([]);
    // A delivery's bookkeeping is not its text: the inbound message is still found after it changes.
    await staff.db
      .updateTable('lead_inbound')
      .set({ dkim: 'fail' })
      .where('id', '=', 'inbound-zoltan')
      .execute();
    expect(await emails(recruiter, 'gazebo')).toEqual(['zoltan.q@orchard.example']);

    expect(await deleteSubmissions(staff.db, engine, { email: 'zoltan.q@orchard.example' })).toBe(1);
    for (const term of ['quimby', 'gazebo', 'trellis', '98765 43210', 'orchard.example'])
      expect(await emails(recruiter, term), term).toEqual([]);
    const purged = await deleteSubmissions(staff.db, engine, {
      receivedBefore: daysBefore(staff.clock.startedAt, 100),
    });
    expect(purged).toBe(1);
    expect(await emails(recruiter, 'elixir')).toEqual([]);
    expect(await emails(marketer, 'marmalade')).toEqual(['wu@teapot.example']);
  });

  it('indexes a note whose document number its lead already took (PostgreSQL’s counter cycles)', async () => {
    const lead = await store('cycled', {
      form: 'contact',
      region: 'in',
      daysAgo: 2,
      body: { username: 'Cyril Cycle', email: 'cyril@cycle.example', phone: '3', message: 'z' },
    });
    if (engine === 'postgres') {
      // The counter handed the lead its number; after 1,024 more documents it hands the same one again.
      const { rows } = await sql<{
        doc: string;
      }>`select doc from lead_search where source_id = ${lead}`.execute(staff.db);
      const counter = BigInt(rows[0]!.doc) % BigInt(docsPerMillisecond);
      await sql`select setval('lead_search_counter', ${String(counter)}, false)`.execute(staff.db);
    }
    await staff.db
      .insertInto('lead_notes')
      .values({ id: randomUUID(), submission_id: lead, text: 'Wants a xylophone.', author: 'a', at: 'x' })
      .execute();
    expect(await emails(recruiter, 'xylophone')).toEqual(['cyril@cycle.example']);
  });

  it('pages the newest first across months, exactly as the leads sort', async () => {
    // 130 matches over 300 days, dense lately and sparse before, among others that do not match.
    const matching: { id: string; at: string }[] = [];
    for (let n = 0; n < 130; n++) {
      const daysAgo = n < 60 ? n * 0.05 : 3 + (n - 60) * 4.2;
      const id = await store(`page${n}`, {
        form: 'contact',
        region: 'in',
        daysAgo,
        body: {
          username: `Paginated Person ${n}`,
          email: `paged${n}@pages.example`,
          phone: '1',
          message: 'x',
        },
      });
      matching.push({ id, at: daysBefore(staff.clock.startedAt, daysAgo) });
      await store(`other${n}`, {
        form: 'contact',
        region: 'in',
        daysAgo: daysAgo + 0.01,
        body: { username: `Someone ${n}`, email: `other${n}@else.example`, phone: '2', message: 'y' },
      });
    }
    const sorted = matching.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    const expected = sorted.map((lead) => lead.id);
    const pages: string[][] = [];
    let before: string | undefined;
    do {
      const page = await search(recruiter, 'paginated', before ? { before } : {});
      pages.push(page.leads.map((lead) => lead.reference));
      before = page.next ?? undefined;
    } while (before);
    expect(pages.map((page) => page.length)).toEqual([leadPageSize, leadPageSize, 30]);
    expect(pages.flat()).toEqual(expected);

    // PostgreSQL reads windows of the newest documents whole before it asks its indexes: small ones
    // here, so that a page spans all three kinds (SQLite walks by time, as above); with at most `few`
    // documents of the term left after the first window, it reads them all from its indexes at once
    // instead (the 130 here), and with fewer allowed than there are, it goes on through the windows.
    const scope = { regions: ['in'] as const, careers: true, spam: false };
    const small = [7, 23];
    const term = 'paginated';
    const cursor = sorted[49]!;
    const searchFrom = (after: SearchScope['after'], few: number | undefined) =>
      searchLeadReferences(staff.db, engine, term, { ...scope, after }, 51, small, few);
    for (const few of [undefined, 0, 129, 130]) {
      expect(await searchFrom(undefined, few), `at most ${few} at once`).toEqual(expected.slice(0, 51));
      expect(await searchFrom(cursor, few), `at most ${few} at once`).toEqual(expected.slice(50, 101));
    }
  });

  it('orders leads of the same millisecond by reference, however many are read at once', async () => {
    // Twelve leads of one instant (PostgreSQL reads the leads of its index's matches in batches, whole
    // milliseconds each), and older ones, beneath the term's newest documents scanned whole.
    const at = daysBefore(staff.clock.startedAt, 20);
    const same: string[] = [];
    for (let n = 0; n < 12; n++)
      same.push(
        await store(`same${n}`, {
          form: 'contact',
          region: 'in',
          daysAgo: 20,
          body: {
            username: `Simultaneous Sam ${n}`,
            email: `sam${n}@same.example`,
            phone: '4',
            message: 'x',
          },
        }),
      );
    const older = await store('older-sam', {
      form: 'contact',
      region: 'in',
      daysAgo: 21,
      body: { username: 'Simultaneous Sam', email: 'older@same.example', phone: '4', message: 'x' },
    });
    const expected = [...same.sort().reverse(), older];
    const scope = { regions: ['in'] as const, careers: true, spam: false };
    // One lead a page, from the first to the last, each page after the one before.
    const pages: string[] = [];
    let after: { at: string; id: string } | undefined;
    for (let n = 0; n < expected.length + 1; n++) {
      const page = await searchLeadReferences(
        staff.db,
        engine,
        'simultaneous',
        { ...scope, regions: ['in'], after },
        1,
        [1],
      );
      if (page.length === 0) break;
      pages.push(...page);
      after = { at: page[0] === older ? daysBefore(staff.clock.startedAt, 21) : at, id: page[0]! };
    }
    expect(pages).toEqual(expected);
    expect(
      await searchLeadReferences(
        staff.db,
        engine,
        'simultaneous',
        { ...scope, regions: ['in'], after: undefined },
        13,
        [1],
      ),
    ).toEqual(expected);
  });
});
