import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { runLeads } from './run-leads.ts';

/** What drives a terminal or reorders its text: none of it may reach the screen raw. */
const raw = /(?!\n)[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** A title set, a bell, a screen cleared, a line restarted, the rest reversed. */
const hostile = '\u001b]0;pwned\u0007Eve\u001b[2J\r\u202eX\tY';
const printed = '\\x1b]0;pwned\\x07Eve\\x1b[2J\\r\\u202eX\\tY';

describe.each(engines)('what the leads CLI prints, on %s', (engine) => {
  let api: TestApi;
  let id: string;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify({ username: hostile, email: 'eve@example.com', phone: '1', message: 'Hi' }),
      headers: humanHeaders(),
    });
    expect(response.statusCode).toBe(201);
    id = response.json<{ id: string }>().id;
    // As a row stored before intake made attribution plain text, and a relay's reply as the last error.
    await api.db
      .updateTable('submissions')
      .set({ utm_source: hostile, utm_medium: hostile, utm_campaign: hostile })
      .where('id', '=', id)
      .execute();
    await api.db.updateTable('outbox').set({ last_error: hostile }).where('submission_id', '=', id).execute();
  });
  afterAll(() => api.close());

  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runLeads(argv, { db: api.db, engine, out: (t) => out.push(t), err: () => {} });
    expect(code).toBe(0);
    return out.join('\n');
  };

  it('list: each column escaped, so the columns stay one line apart by tabs', async () => {
    const listed = await cli('list');
    expect(listed.split('\t')).toEqual([id, expect.any(String), 'contact', 'in', printed, 'eve@example.com']);
  });

  it('report by source, medium and campaign: the group escaped, and padded as printed', async () => {
    for (const by of ['source', 'medium', 'campaign']) {
      const report = await cli('report', '--by', by);
      expect(report, by).not.toMatch(raw);
      expect(report.split('\n')[1], by).toBe(
        `${printed}  ${'1'.padStart('leads'.length)}  ${'0'.padStart('suspected spam'.length)}`,
      );
    }
  });

  it('show and export JSON: escaped JSON that reads back as the stored text', async () => {
    const shown = await cli('show', id);
    expect(shown).not.toMatch(raw);
    const lead = JSON.parse(shown) as { body: { username: string }; attribution: { utmSource: string } };
    expect(lead.body.username).toBe(hostile);
    expect(lead.attribution.utmSource).toBe(hostile);
    const exported = await cli('export', '--format', 'json');
    expect(exported).not.toMatch(raw);
    expect((JSON.parse(exported) as { body: { username: string } }[])[0]?.body.username).toBe(hostile);
  });

  it("deliveries and status: a relay's words escaped", async () => {
    const deliveries = await cli('deliveries', id);
    expect(deliveries).not.toMatch(raw);
    expect(deliveries).toContain(`last error: ${printed})`);
    const status = await cli('status');
    expect(status).not.toMatch(raw);
    expect(status).toContain(`; last error: ${printed}`);
  });
});
