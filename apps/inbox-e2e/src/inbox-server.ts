import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { movableClock, startSmtpTestServer } from '@agency/test-receivers';

const repoRoot = join(import.meta.dirname, '../../..');

/**
 * The real server (`apps/api/src/start.ts`) with its staff listener on a
 * free port, the built inbox (apps/inbox/dist) on it, SQLite in a fresh
 * directory and mail to a real SMTP server. The sites are not served: the
 * leads are sent to the public API as the forms' scripts send them.
 */
export async function startInboxServer(
  options: {
    /** Settings of its own (replies: REPLY_MAILBOX and the undo window). */
    env?: Record<string, string>;
    /** A wall clock the test moves (libfaketime), for what happens hours later. */
    movableClock?: boolean;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'agency-inbox-e2e-'));
  const smtp = await startSmtpTestServer();
  const clock = options.movableClock ? movableClock() : undefined;
  const settings = {
    ...process.env,
    API_ONLY: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    STAFF_PORT: '0',
    // Each spec file starts a server of its own, in parallel workers: no fixed metrics port either.
    METRICS_PORT: '0',
    DATA_DIR: join(dir, 'data'),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    ...options.env,
  };
  const env = clock ? clock.childEnv(settings) : settings;
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/src/start.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await smtp.close();
    clock?.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  let addresses: { publicUrl: string; staffOrigin: string };
  try {
    addresses = await printedAddresses(child.stdout!, exited);
  } catch (error) {
    // A server that printed no address (the inbox not built, say) is stopped, not left running.
    await stop();
    throw error;
  }
  const { publicUrl, staffOrigin } = addresses;
  return {
    /** The public API, by address: Node's fetch may resolve localhost to ::1, where nothing listens. */
    publicUrl: publicUrl.replace('localhost', '127.0.0.1'),
    /** http://localhost:<port>: a secure context, so WebAuthn works without TLS. */
    staffOrigin,
    env,
    mails: smtp.received,
    /** Moves the server's wall clock this many hours ahead (with `movableClock`). */
    moveClock: (hours: number) => {
      if (!clock) throw new Error('started without a movable clock');
      clock.moveAhead(hours * 3_600_000);
    },
    stop,
  };
}

/** The public API's and the staff inbox's addresses, from what the server prints once it listens. */
async function printedAddresses(stdout: Readable, exited: Promise<unknown>) {
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const reader = createInterface({ input: stdout });
    reader.on('line', (line) => {
      lines.push(line);
      // The last line `npm start` prints: the staff inbox's line is above it.
      if (line.startsWith('  email ')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`)));
  });
  const publicUrl = /^listening on (http:\/\/localhost:\d+)$/.exec(lines[0] ?? '')?.[1];
  const staffOrigin = lines
    .map((line) => /^ {2}staff inbox (http:\/\/localhost:\d+)\//.exec(line)?.[1])
    .find(Boolean);
  if (!publicUrl || !staffOrigin) throw new Error(`no addresses printed:\n${lines.join('\n')}`);
  return { publicUrl, staffOrigin };
}

export type InboxServer = Awaited<ReturnType<typeof startInboxServer>>;
