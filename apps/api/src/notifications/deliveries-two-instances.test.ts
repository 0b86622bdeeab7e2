import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { startSmtpTestServer, startWebhookReceiver } from '@agency/test-receivers';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { createTestDatabase, humanHeaders, type TestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';

const secret = `whsec_${randomBytes(24).toString('base64')}`;

describe('two API processes on one PostgreSQL, a receiver that fails three times', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await receiver?.close();
    await smtp?.close();
    await database?.drop();
  });

  it('deliver each of 60 leads as one webhook and one confirmation, exactly once, under one webhook-id each', async () => {
    database = await createTestDatabase('postgres');
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver({ failFirst: 3 });
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'leads@agency.example',
      CONFIRMATION_MAIL: '1',
      // All 60 visitors share one domain: its hourly cap must not be what this test counts.
      CONFIRMATION_DOMAIN_HOURLY_MAX: '60',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
    };
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const response = await fetch(`${servers[i % 2]!.url}${apiPaths.contactQuery}`, {
        method: 'POST',
        headers: humanHeaders(),
        body: JSON.stringify({
          ...sampleBodies.contact,
          email: `visitor-${i}@example.com`,
          message: `Lead ${i}`,
        }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const delivered = () => {
      const ok = new Map<string, string>();
      for (const hook of receiver.received.slice(3)) {
        const payload = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as {
          data: { reference: string };
        };
        ok.set(payload.data.reference, String(hook.headers['webhook-id']));
      }
      return ok;
    };
    const confirmations = () => smtp.received.filter((m) => m.to[0]?.startsWith('visitor-'));
    await until(() => delivered().size === 60 && confirmations().length === 60, 90_000);
    // Both instances keep polling: still exactly once, a while later.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiver.received).toHaveLength(63);
    expect([...delivered().keys()].sort()).toEqual([...ids].sort());
    const failedIds = receiver.received.slice(0, 3).map((hook) => String(hook.headers['webhook-id']));
    // The failed tries were of leads delivered later under the same id.
    for (const id of failedIds) expect([...delivered().values()]).toContain(id);
    expect(new Set(delivered().values()).size).toBe(60);
    expect(
      confirmations()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(Array.from({ length: 60 }, (_, i) => `visitor-${i}@example.com`).sort());
  }, 180_000);
});
