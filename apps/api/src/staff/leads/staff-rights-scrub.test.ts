import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rightsPaths } from '@agency/staff-contract';
import { scrubPending } from '../../db/delete-submissions.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import type { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { scrubPendingMessage } from './staff-rights-routes.ts';

// The inbox's Erase beside a session that holds an older snapshot for the
// whole wait (issue 46): the rows go, the scrub cannot be proved, and the
// admin is told so in words, with a 200, never a 500; the audit log has the
// erase and its failure, by the lead's reference.
describe('the inbox’s erase on PostgreSQL beside a snapshot older than it', () => {
  let staff: TestStaff;
  let admin: { authenticator: SoftwareAuthenticator; cookie: string };
  let holder: pg.Client;
  let lead: string;
  beforeAll(async () => {
    staff = await startTestStaff('postgres');
    lead = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'priya@example.com' });
    admin = await staff.enrol(
      await staff.inviteMember('ravi@agency.example', ['in', 'uk'], { careers: true, admin: true }),
    );
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(staff.db);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${rows[0]!.name}`;
    holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end().catch(() => {});
    await staff.close();
  });

  it('answers 200 saying the rows are gone but not yet scrubbed, audits both, and leaves the scrub pending', async () => {
    await holder.query('begin isolation level repeatable read');
    await holder.query('select count(*) from spam_digests');
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: admin.cookie });
    const reauth = await staff.post(
      rightsPaths.reauthVerify,
      { response: admin.authenticator.get(options.json()) },
      { cookie: admin.cookie },
    );
    expect(reauth.statusCode).toBe(204);

    const erased = await staff.post(
      rightsPaths.erase,
      { email: 'priya@example.com' },
      { cookie: admin.cookie },
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 1, references: [lead], scrubPending: scrubPendingMessage });
    expect(scrubPendingMessage).toBe(
      "Their rows are gone, but not yet scrubbed from the database's files: another connection still held " +
        'an older view of them. The scrub is left pending and will be retried by the next erase or the hourly purge.',
    );
    expect(await staff.db.selectFrom('submissions').select('id').execute()).toEqual([]);
    const audited = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref', 'actor'])
      .where('action', 'like', 'rights.erase%')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'rights.erased', target_ref: lead, actor: 'ravi@agency.example' },
      { action: 'rights.erase-unscrubbed', target_ref: lead, actor: 'ravi@agency.example' },
    ]);
    const pending = await staff.db.selectFrom('pending_scrubs').selectAll().execute();
    expect(pending).toEqual([
      {
        id: expect.any(String),
        deleted_at: expect.any(String),
        reason: expect.stringContaining('session'),
        tried_at: expect.any(String),
      },
    ]);

    // Once the snapshot is gone, the next scrub (the hourly purge's) finishes it.
    await holder.query('rollback');
    await scrubPending(staff.db, 'postgres');
    expect(await staff.db.selectFrom('pending_scrubs').selectAll().execute()).toEqual([]);
  }, 120_000);
});
