import { afterEach, describe, expect, it } from 'vitest';
import { leadConversationPaths, type ReplyAccepted } from '@agency/staff-contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import { seedLead } from '../test-support/seed-lead.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { enrolOnSpawned, inviteBeforeStart } from '../test-support/spawned-staff.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';

describe.each(engines)('a reply accepted by a server killed on %s', (engine) => {
  let database: TestDatabase | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>> | undefined;
  let server: SpawnedServer | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await smtp?.close();
    await database?.drop();
  });

  it('with SIGKILL before it was sent is sent once by the restarted server', async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpTestServer();
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      STAFF_PORT: '0',
      REPLY_MAILBOX: 'replies@agency.example',
      // Long enough that the kill comes first on a busy machine; the restarted server waits it out.
      REPLY_UNDO_SECONDS: '5',
      OUTBOX_POLL_MS: '100',
    };
    const lead = await seedLead(database.db, { form: 'contact', region: 'in', email: 'crash@example.com' });
    const secret = await inviteBeforeStart(database.db, { email: 'sales@agency.example', regions: ['in'] });
    server = await spawnServer(env);
    const member = await enrolOnSpawned(server.staffOrigin!, secret);
    const accepted = await member.post(leadConversationPaths.replies(lead), {
      subject: 'About your enquiry',
      body: 'Hello Asha,\n\nA call tomorrow?',
      template: null,
      delayed: false,
    });
    expect(accepted.status).toBe(201);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    const { reply } = (await accepted.json()) as ReplyAccepted;
    const mailsOfReply = () =>
      smtp!.received.filter((mail) => mail.headers.get('message-id') === `<reply-${reply.id}@example.com>`);
    expect(mailsOfReply()).toEqual([]);

    server = await spawnServer(env);
    await until(() => mailsOfReply().length > 0, 30_000);
    // The restarted server keeps polling: still once, several polls later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsOfReply()).toHaveLength(1);
    expect(mailsOfReply()[0]!.to).toEqual(['crash@example.com']);
    const row = await database.db
      .selectFrom('lead_replies')
      .select(['sent_at', 'attempts'])
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(Number(row.attempts)).toBe(1);
  }, 90_000);
});
