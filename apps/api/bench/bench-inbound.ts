// `npm run bench:inbound`: importing BENCH_REPLIES (default 1,000) visitors'
// answers from a real IMAP server (a throwaway Dovecot, as the tests start
// one), on SQLite and on PostgreSQL (TEST_DATABASE_URL, else a throwaway
// cluster). The replies, each with a PDF attachment of 20 kB and a quoted
// history, are appended first (not timed); then one read of the mailbox is
// timed from the first IMAP command to the last message expunged: fetch,
// parse, DKIM (unsigned: no DNS), the quoted-history cut, the filing's commit
// and the expunge, as `reader.runOnce()` does it. The host is printed beside
// the figure.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, hostname, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { samplePdf } from '@agency/document-samples';
import { createImapReader } from '../src/conversations/imap-reader.ts';
import { MailboxHealth } from '../src/conversations/inbound-health.ts';
import { imapAccount } from '../src/conversations/inbound-settings.ts';
import { replyAddress, replyTokenFor } from '../src/conversations/reply-token.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openPostgres, openSqlite, type Engine, type OpenDatabase } from '../src/db/open-database.ts';
import { startPostgresServer } from '../src/test-support/postgres-server.ts';
import { replyMail } from '../src/test-support/reply-mail.ts';
import { seedLead } from '../src/test-support/seed-lead.ts';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startImapServer } from '@agency/test-receivers';

const replies = Number(process.env.BENCH_REPLIES ?? 1_000);
const replyMailbox = 'replies@agency.example';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const attachment = Buffer.from(samplePdf({ marker: 'Bench attachment', size: 20_000 }));

async function benchOn(engine: Engine, opened: OpenDatabase): Promise<string> {
  await migrateToLatest(opened.db);
  const imap = await startImapServer();
  try {
    const leads = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const lead = await seedLead(opened.db, {
          form: 'contact',
          region: i % 2 ? 'uk' : 'in',
          email: `bench${i}@example.com`,
        });
        return replyAddress(replyMailbox, await replyTokenFor(opened.db, lead, new Date()));
      }),
    );
    const messages: Buffer[] = [];
    for (let i = 0; i < replies; i += 1)
      messages.push(
        await replyMail({
          to: leads[i % leads.length]!,
          text: `Thank you, reply ${i}.\n\nOn Mon, 3 Nov 2025 at 10:00, Agency <${replyMailbox}> wrote:\n> ${'Earlier words. '.repeat(40)}\n`,
          messageId: `<bench-${randomUUID()}@example.com>`,
          attachments: [{ filename: 'cv.pdf', content: attachment }],
        }),
      );
    await imap.appendAll(messages);
    const reader = createImapReader({
      settings: {
        account: imapAccount(imap.url()),
        oauth: undefined,
        replyMailbox,
        pollMs: 60_000,
        afterFiling: { kind: 'delete' },
        authservId: 'mx.agency.example',
        alertMs: 60_000,
        timeoutMs: 30_000,
        maxBytes: 25 * 1024 * 1024,
        attachmentsMax: 10,
      },
      filing: { db: opened.db, replyMailbox, authservId: 'mx.agency.example', cvMaxBytes: 5 * 1024 * 1024 },
      health: new MailboxHealth(60_000, quiet),
      log: quiet,
    });
    const load = loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const summary = await reader.runOnce();
    const ms = performance.now() - started;
    await reader.stop();
    if (summary.filed !== replies) throw new Error(`filed ${summary.filed} of ${replies}`);
    const line = `${engine.padEnd(8)} ${replies} replies in ${(ms / 1000).toFixed(1)} s: ${((replies * 1000) / ms).toFixed(0)} a second, ${(ms / replies).toFixed(1)} ms each (load before: ${load})`;
    console.log(`  ${line}`);
    return line;
  } finally {
    await imap.stop();
  }
}

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'agency-bench-inbound-'));
try {
  const sqlite = openSqlite(dir);
  lines.push(await benchOn('sqlite', sqlite));
  await sqlite.db.destroy();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const given = process.env.TEST_DATABASE_URL;
const server = given ? undefined : await startPostgresServer();
const serverUrl = given ?? server!.url;
const name = `agency_bench_${randomUUID().slice(0, 8)}`;
const admin = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
});
try {
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = openPostgres(url.toString());
  try {
    lines.push(await benchOn('postgres', postgres));
  } finally {
    await postgres.db.destroy();
  }
} finally {
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin).catch(() => {});
  await admin.destroy();
  server?.stop();
}
console.log(
  `bench:inbound on ${hostname()} (${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Dovecot over loopback:`,
);
for (const line of lines) console.log(`  ${line}`);
