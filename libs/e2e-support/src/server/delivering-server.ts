import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpTestServer, startWebhookReceiver } from '@agency/test-receivers';
import { startServer } from './start-server.ts';

/** Where the delivering server sends each region's staff notifications. */
export const staffInboxes = { in: 'leads.india@agency.example', uk: 'leads.uk@agency.example' } as const;

export type DeliveringServer = Awaited<ReturnType<typeof startDeliveringServer>>;

/**
 * The real server (both sites and the API, SQLite) delivering as production
 * does: staff notifications and visitors' confirmations to a real SMTP server,
 * a signed webhook per lead to a real HTTP receiver. The test reads what each
 * received.
 */
export async function startDeliveringServer() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-delivering-'));
  const dataDir = join(dir, 'data');
  const smtp = await startSmtpTestServer();
  const receiver = await startWebhookReceiver();
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    SMTP_URL: smtp.url,
    MAIL_TO_IN: staffInboxes.in,
    MAIL_TO_UK: staffInboxes.uk,
    CONFIRMATION_MAIL: '1',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: webhookSecret,
    // Each stored lead wakes the outbox; a short poll only covers a retry.
    OUTBOX_POLL_MS: '200',
  });
  return {
    url: server.url,
    dataDir,
    mails: smtp.received,
    webhooks: receiver.received,
    webhookSecret,
    async stop() {
      await server.stop();
      await receiver.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
