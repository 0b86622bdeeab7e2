import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { replyAddress, replyTokenFor } from './reply-token.ts';
import { replyMail } from '../test-support/reply-mail.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { startTcpProxy } from '../test-support/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';

const replyMailbox = 'replies@agency.example';
type Ready = Record<string, string | number>;

/** One sample of a metric in Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function logOf(server: SpawnedServer): string[] {
  const lines: string[] = [];
  server.child.stdout?.on('data', (chunk: Buffer) =>
    lines.push(...String(chunk).split('\n').filter(Boolean)),
  );
  return lines;
}

const started: SpawnedServer[] = [];
async function spawn(env: Record<string, string>) {
  const server = await spawnServer({ REPLY_MAILBOX: replyMailbox, LOG_LEVEL: 'info', ...env });
  started.push(server);
  return server;
}
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});

describe('the server reading the reply mailbox', () => {
  let database: TestDatabase;
  let imap: ImapTestServer;
  afterAll(async () => {
    await imap?.stop();
    await database?.drop();
  });

  it('files answers as they arrive (IDLE), counts what it leaves, turns degraded while the server is away and recovers, stops on SIGTERM', async () => {
    [database, imap] = await Promise.all([createTestDatabase('sqlite'), startImapServer()]);
    const proxy = await startTcpProxy({ host: imap.host, port: imap.port });
    const lead = await seedLead(database.db, { form: 'contact', region: 'in', email: 'meera@example.com' });
    const to = replyAddress(replyMailbox, await replyTokenFor(database.db, lead, new Date()));
    const server = await spawn({
      ...database.env,
      INBOUND_IMAP_URL: `imap://${imap.user}:${imap.password}@127.0.0.1:${proxy.port}/`,
      // Long: a new message is read because IDLE reports it, not because a poll came round.
      INBOUND_POLL_MS: '600000',
      INBOUND_ALERT_MINUTES: '0.05',
      INBOUND_TIMEOUT_MS: '2000',
    });
    const log = logOf(server);
    const ready = async () => (await (await fetch(`${server.url}/api/health/ready`)).json()) as Ready;
    const filed = async () => (await database.db.selectFrom('lead_inbound').selectAll().execute()).length;
    try {
      await until(async () => (await ready()).mailbox === 'ok');
      await imap.append(
        await replyMail({ from: 'Meera <meera@example.com>', to, text: 'Secret words of Meera' }),
      );
      await until(async () => (await filed()) === 1, 20_000);
      await imap.append(await replyMail({ to: 'someone@agency.example', text: 'Addressed to nobody' }));
      await until(async () => (await ready()).mailboxLeft === 1, 20_000);
      expect(await ready()).toEqual({
        status: 'ok',
        database: 'ok',
        delivery: 'ok',
        mailbox: 'ok',
        mailboxLeft: 1,
      });
      const metrics = await (await fetch(server.metricsUrl)).text();
      expect(sample(metrics, 'agency_inbound_messages_total{outcome="filed",reason=""}')).toBe(1);
      expect(sample(metrics, 'agency_inbound_messages_total{outcome="left",reason="no-token"}')).toBe(1);
      expect(sample(metrics, 'agency_inbound_left_messages')).toBe(1);
      expect(sample(metrics, 'agency_inbound_mailbox_readable')).toBe(1);
      expect((await imap.contents()).map((m) => m.flags)).toEqual([[]]);

      proxy.setDown(true);
      await until(async () => (await ready()).status === 'degraded', 30_000);
      const degraded = await ready();
      expect(degraded).toMatchObject({
        status: 'degraded',
        database: 'ok',
        delivery: 'ok',
        mailbox: 'unreadable',
      });
      expect(degraded.mailboxReason).toMatch(/^the mailbox has not been read for \d+ (s|min); last error: /);
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      await imap.append(
        await replyMail({ to, text: 'Sent while the server was away', messageId: '<away@example.com>' }),
      );
      proxy.setDown(false);
      await until(async () => (await ready()).status === 'ok', 30_000);
      await until(async () => (await filed()) === 2, 20_000);
      expect(log.filter((l) => l.includes('mailbox unreadable: readiness degraded'))).toHaveLength(1);
      expect(log.filter((l) => l.includes('mailbox readable again: readiness ok'))).toHaveLength(1);
      expect(log.filter((l) => l.includes('inbound message left in the mailbox for a person'))).toHaveLength(
        1,
      );
      // Messages are the lead's personal data: never in a log line.
      for (const secret of ['meera', 'Secret words', 'Addressed to nobody', 'away@example.com'])
        expect(log.filter((l) => l.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await proxy.close();
    }
  }, 180_000);

  it('gives up on a server that never answers within INBOUND_TIMEOUT_MS, and says so in readiness', async () => {
    database ??= await createTestDatabase('sqlite');
    const held = new Set<Socket>();
    const silent: Server = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const server = await spawn({
        ...database.env,
        INBOUND_IMAP_URL: `imaps://replies:secret@127.0.0.1:${port}/`,
        INBOUND_ALERT_MINUTES: '0.05',
        INBOUND_TIMEOUT_MS: '1000',
        INBOUND_POLL_MS: '1000',
      });
      const ready = async () => (await (await fetch(`${server.url}/api/health/ready`)).json()) as Ready;
      await until(async () => (await ready()).status === 'degraded', 30_000);
      const reason = String((await ready()).mailboxReason);
      expect(reason, reason).toMatch(/last error: [A-Z_]*TIMEOUT: /);
      // The API answers all along.
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);

  it('files every message once when the import is killed (SIGKILL) and run again', async () => {
    const fresh = await createTestDatabase('sqlite');
    const mailbox = await startImapServer();
    try {
      const lead = await seedLead(fresh.db, {
        form: 'job-application',
        region: 'uk',
        email: 'kai@example.com',
      });
      const to = replyAddress(replyMailbox, await replyTokenFor(fresh.db, lead, new Date()));
      const total = 120;
      for (let i = 0; i < total; i += 1)
        await mailbox.append(
          await replyMail({ to, text: `Answer ${i}`, messageId: `<answer-${i}@example.com>` }),
        );
      const env = { ...fresh.env, INBOUND_IMAP_URL: mailbox.url(), INBOUND_POLL_MS: '500' };
      const count = async () =>
        (await fresh.db.selectFrom('lead_inbound').select('message_id').execute()).length;
      const first = await spawn(env);
      await until(async () => (await count()) > 0, 30_000);
      first.child.kill('SIGKILL');
      await first.exited;
      const interrupted = await count();
      await spawn(env);
      await until(async () => (await mailbox.contents()).length === 0, 60_000);
      const rows = await fresh.db.selectFrom('lead_inbound').select('message_id').execute();
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.message_id)).size).toBe(total);
      expect(interrupted).toBeGreaterThan(0);
    } finally {
      await mailbox.stop();
      await fresh.drop();
    }
  }, 180_000);
});
