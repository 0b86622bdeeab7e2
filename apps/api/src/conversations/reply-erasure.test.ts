import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteSubmissions } from '../db/delete-submissions.ts';
import { assign } from '../staff/leads/lead-work.ts';
import { invite } from '../staff/people/staff-directory.ts';
import { confirmationSent, fileInbound } from '../test-support/reply-fixtures.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { acceptReply } from './accept-reply.ts';

describe.each(engines)('erasing a lead that was answered, on %s', (engine) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('takes its replies, the visitor’s messages, its token and its assignee history with it, to the byte on SQLite', async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    // Random, long: found nowhere else, and in overflow pages too.
    const marker = `Quokka ${randomBytes(1500).toString('base64')}`;
    const lead = await seedLead(db, { form: 'contact', region: 'in', email: 'zephyrine@erase.example' });
    const other = await seedLead(db, { form: 'contact', region: 'in', email: 'barnaby@keep.example' });
    await invite(
      db,
      { email: 'sales@agency.example', regions: ['in'], careers: false, admin: false },
      { actor: 'cli:test', staffId: null, fromAddress: 'cli' },
      Date.now(),
    );
    const member = await db.selectFrom('staff_members').select(['id', 'email']).executeTakeFirstOrThrow();
    for (const id of [lead, other]) {
      await confirmationSent(db, id, new Date().toISOString());
      await acceptReply(
        db,
        engine,
        {
          lead: { id },
          member,
          subject: `Re: ${id === lead ? 'Quokka' : 'Lighthouse'}`,
          body: id === lead ? marker : 'Lighthouse biscuits.',
          template: null,
          sendAfter: Date.now(),
          messageIdDomain: 'agency.example',
          confirmationMessageId: `<confirmation-${id}@agency.example>`,
        },
        Date.now(),
      );
      await fileInbound(db, id, { at: new Date().toISOString(), body: id === lead ? marker : 'Thanks!' });
      await assign(db, { id, form: 'contact', region: 'in' }, member.email, Date.now(), member.email);
    }
    const tables = ['lead_replies', 'lead_inbound', 'lead_reply_tokens', 'lead_assignee_changes'] as const;
    const rowsOf = async (id: string) =>
      Promise.all(
        tables.map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('submission_id', '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await rowsOf(lead)).toEqual([1, 1, 1, 1]);

    expect(await deleteSubmissions(db, engine, { email: 'zephyrine@erase.example' })).toBe(1);
    expect(await rowsOf(lead)).toEqual([0, 0, 0, 0]);
    expect(await rowsOf(other)).toEqual([1, 1, 1, 1]);
    if (engine === 'sqlite') {
      const dir = database.env.DATA_DIR!;
      const bytes = readdirSync(dir).map((name) => readFileSync(join(dir, name)));
      expect(bytes.some((b) => b.includes(marker.slice(0, 40)) || b.includes(marker.slice(-40)))).toBe(false);
      expect(bytes.some((b) => b.includes('Lighthouse biscuits.'))).toBe(true);
    }
  });
});
