import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '@agency/api/open-database';
import { replyAddress, replyTokenFor } from '@agency/api/reply-token';
import { replyMail } from '@agency/api/test-kit/reply-mail';
import { seedLead } from '@agency/api/test-kit/seed-lead';
import { spawnServer, type SpawnedServer } from '@agency/api/test-kit/spawn-server';
import { until } from '@agency/api/test-kit/until';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';

// Two API instances on one PostgreSQL, as production runs them, both reading
// the same reply mailbox (a real Dovecot): every answer is filed once, also
// when one instance is killed with SIGKILL in the middle of the import.

const replyMailbox = 'replies@agency.example';
let database: FreshDatabase;
let imap: ImapTestServer;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  [database, imap] = await Promise.all([freshDatabase(), startImapServer()]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }
  await imap?.stop();
  await database?.drop();
}, 60_000);

it('files each inbound message once with two instances reading one mailbox, one of them killed midway', async () => {
  const env = {
    DATABASE_URL: database.url,
    REPLY_MAILBOX: replyMailbox,
    INBOUND_IMAP_URL: imap.url(),
    INBOUND_POLL_MS: '300',
  };
  servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
  const { db } = openPostgres(database.url);
  try {
    const leads = await Promise.all(
      ['in', 'uk'].map(async (region, i) => {
        const lead = await seedLead(db, {
          form: 'contact',
          region: region as 'in' | 'uk',
          email: `lead${i}@example.com`,
        });
        return { lead, to: replyAddress(replyMailbox, await replyTokenFor(db, lead, new Date())) };
      }),
    );
    const total = 200;
    const filed = async () =>
      Number((await database.pool.query('select count(*) as n from lead_inbound')).rows[0].n);
    for (let i = 0; i < total; i += 1) {
      const { to } = leads[i % 2]!;
      await imap.append(
        await replyMail({ to, text: `Answer ${i}`, messageId: `<topology-${i}@example.com>` }),
      );
      if (i === total / 2) {
        // Half delivered: one instance dies without a goodbye, the other goes on.
        await until(async () => (await filed()) > 0, 60_000);
        servers[0]!.child.kill('SIGKILL');
        await servers[0]!.exited;
      }
    }
    await until(async () => (await imap.contents()).length === 0, 120_000);
    const rows = (
      await database.pool.query<{ message_id: string; submission_id: string }>(
        'select message_id, submission_id from lead_inbound',
      )
    ).rows;
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(total);
    for (const row of rows) {
      const i = Number(/topology-(\d+)@/.exec(row.message_id)?.[1]);
      expect(row.submission_id).toBe(leads[i % 2]!.lead);
    }
  } finally {
    await db.destroy();
  }
}, 300_000);
