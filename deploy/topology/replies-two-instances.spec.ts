import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadConversationPaths, type ReplyAccepted } from '@agency/staff-contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import { openPostgres, type OpenDatabase } from '@agency/api/open-database';
import { seedLead } from '@agency/api/test-kit/seed-lead';
import { spawnServer, type SpawnedServer } from '@agency/api/test-kit/spawn-server';
import { enrolOnSpawned, inviteBeforeStart } from '@agency/api/test-kit/spawned-staff';
import { until } from '@agency/api/test-kit/until';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

// Staff answer leads through both API instances of the production topology
// (docs/deployment.md): one PostgreSQL, each instance's outbox worker claiming
// replies beside the other's. Every reply is sent once; a cancelled one never.

let database: FreshDatabase;
let opened: OpenDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([freshDatabase(), startSmtpTestServer()]);
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    STAFF_PORT: '0',
    REPLY_MAILBOX: 'replies@agency.example',
    REPLY_UNDO_SECONDS: '2',
    OUTBOX_POLL_MS: '50',
    OUTBOX_LEASE_MS: '5000',
  };
  // The first migrates the empty database; the second finds it migrated.
  servers.push(await spawnServer(env));
  servers.push(await spawnServer(env));
  opened = openPostgres(database.url, 2);
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await opened?.db.destroy();
  await smtp?.close();
  await database?.drop();
}, 60_000);

it('sends each of 40 replies sent through either instance exactly once, and none of those cancelled', async () => {
  const leads: string[] = [];
  for (let i = 0; i < 40; i += 1)
    leads.push(
      await seedLead(opened.db, { form: 'contact', region: 'uk', email: `visitor-${i}@example.com` }),
    );
  const members = await Promise.all(
    servers.map(async (server, n) =>
      enrolOnSpawned(
        server.staffOrigin!,
        await inviteBeforeStart(opened.db, { email: `desk${n}@agency.example`, regions: ['uk'] }),
      ),
    ),
  );
  const replies: { id: string; lead: number; cancelled: boolean }[] = [];
  for (const [i, lead] of leads.entries()) {
    const member = members[i % 2]!;
    const sent = await member.post(leadConversationPaths.replies(lead), {
      subject: `About your enquiry ${i}`,
      body: `Hello,\n\nThanks for enquiry ${i}.`,
      template: null,
      delayed: false,
    });
    expect(sent.status).toBe(201);
    const { reply } = (await sent.json()) as ReplyAccepted;
    // Every fifth is undone at once, through the other instance: well inside the undo window.
    const cancelled = i % 5 === 0;
    if (cancelled)
      expect(
        (await members[(i + 1) % 2]!.post(leadConversationPaths.cancelReply(lead, reply.id))).status,
      ).toBe(200);
    replies.push({ id: reply.id, lead: i, cancelled });
  }
  const messageIds = () => smtp.received.map((mail) => mail.headers.get('message-id'));
  const expected = replies.filter((reply) => !reply.cancelled);
  await until(() => smtp.received.length >= expected.length, 60_000);
  // Both instances keep polling: still once each, many polls later.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(messageIds().sort()).toEqual(expected.map((reply) => `<reply-${reply.id}@example.com>`).sort());
  expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
    expected.map((reply) => `visitor-${reply.lead}@example.com`).sort(),
  );
  const rows = await opened.db
    .selectFrom('lead_replies')
    .select(['id', 'sent_at', 'attempts', 'cancelled_at'])
    .execute();
  for (const reply of replies) {
    const row = rows.find((r) => r.id === reply.id)!;
    if (reply.cancelled) expect(row).toMatchObject({ sent_at: null, attempts: 0 });
    else expect(Number(row.attempts)).toBe(1);
  }
}, 120_000);
