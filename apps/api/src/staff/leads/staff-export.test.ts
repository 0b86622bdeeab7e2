import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadExportPath } from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { badExportQueryMessage } from './staff-export-routes.ts';

describe.each(engines)('staff exporting the list as CSV on %s', (engine) => {
  let staff: TestStaff;
  let marketer: string;
  let formula: string;
  let older: string;

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    older = await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: 'jo@example.co.uk' });
    formula = await seedLead(staff.db, {
      form: 'uk-enquiry',
      region: 'uk',
      email: 'tom@example.co.uk',
      // Newer than seedLead's default (an hour before the clock).
      receivedAt: new Date(staff.clock.now).toISOString(),
    });
    await staff.db
      .updateTable('submissions')
      .set({
        body: JSON.stringify({
          name: '=HYPERLINK("http://evil.example")',
          email: 'tom@example.co.uk',
          message: 'line one\n+line two',
        }),
      })
      .where('id', '=', formula)
      .execute();
    await seedLead(staff.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: 'spam@example.com', spam: true });
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
  });
  afterAll(() => staff.close());

  it('exports the member’s filtered leads, newest first, with the CLI’s formula-safe cells', async () => {
    const answer = await staff.get(`${leadExportPath}?form=uk-enquiry`, marketer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [header, ...records] = parse(answer.body) as string[][];
    expect(header?.slice(0, 4)).toEqual(['id', 'received_at', 'form', 'region']);
    expect(records.map((record) => record[0])).toEqual([formula, older]);
    const name = header?.indexOf('name') ?? -1;
    const message = header?.indexOf('message') ?? -1;
    expect(records[0]?.[name]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(records[0]?.[message]).toBe("line one\n'+line two");
    expect(answer.body).not.toContain('asha@example.com');
    expect(answer.body).not.toContain('spam@example.com');
  });

  it('takes the list’s filters only, and is audited without a reference', async () => {
    const bad = await staff.get(`${leadExportPath}?email=tom%40example.co.uk`, marketer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: badExportQueryMessage });
    const none = await staff.get(`${leadExportPath}?region=in`, marketer);
    expect(none.body.trim()).toBe(
      'id,received_at,form,region,consent,notice_version,spam,landing_page,form_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    );
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('action', '=', 'leads.exported')
      .execute();
    expect(rows).toEqual([
      { action: 'leads.exported', target_ref: null },
      { action: 'leads.exported', target_ref: null },
    ]);
  });
});
