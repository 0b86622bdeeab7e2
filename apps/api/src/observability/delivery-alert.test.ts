import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { movableClock, startSmtpTestServer, type MovableClock } from '@agency/test-receivers';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { createTestDatabase, humanHeaders, type TestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';

/** One sample of a metric in Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// The server's wall clock is moved, never waited for: the alert reads how long a
// message has waited by the clock, and its timers (polls, checks) run as usual.
describe('a mail relay down for two minutes, with DELIVERY_ALERT_MINUTES=1', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let server: SpawnedServer;
  let clock: MovableClock;
  const log: string[] = [];
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await smtp?.close();
    await database?.drop();
    clock?.dispose();
  });

  it('turns readiness degraded and the oldest-age metric past a minute, logs it once, and recovers with nothing lost', async () => {
    database = await createTestDatabase('sqlite');
    smtp = await startSmtpTestServer();
    smtp.setDown(true);
    clock = movableClock();
    server = await spawnServer(
      {
        ...database.env,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'leads@agency.example',
        DELIVERY_ALERT_MINUTES: '1',
        OUTBOX_POLL_MS: '200',
        OUTBOX_RETRY_BASE_MS: '500',
        // A claim outlasts every jump of the clock below, as it outlasts a send in real time.
        OUTBOX_LEASE_MS: '86400000',
        LOG_LEVEL: 'warn',
      },
      { clock },
    );
    server.child.stdout?.on('data', (chunk: Buffer) =>
      log.push(...String(chunk).split('\n').filter(Boolean)),
    );
    const ready = async () =>
      (await fetch(`${server.url}/api/health/ready`)).json() as Promise<Record<string, string>>;
    const metrics = async () => (await fetch(server.metricsUrl)).text();

    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${server.url}${apiPaths.contactQuery}`, {
        method: 'POST',
        headers: humanHeaders(),
        body: JSON.stringify({ ...sampleBodies.contact, email: `stalled-${i}@example.com` }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await ready()).toMatchObject({ status: 'ok', delivery: 'ok' });
    const before = await metrics();
    expect(sample(before, 'agency_leads_stored_total{form="contact",region="in",verdict="lead"}')).toBe(3);
    expect(sample(before, 'agency_deliveries_pending{channel="notification"}')).toBe(3);
    expect(before).toMatch(
      /agency_http_request_duration_seconds_count\{method="POST",route="\/api\/contact\/query",status="2xx"\} 3/,
    );

    // Each tried once and refused by the relay, then a minute and a bit later by the server's clock.
    const tried = async () =>
      (await database.db.selectFrom('outbox').select('attempts').execute()).filter((row) => row.attempts > 0)
        .length === 3;
    await until(tried, 30_000);
    clock.moveAhead(65_000);
    await until(async () => (await ready()).status === 'degraded', 30_000);
    const degraded = await ready();
    expect(degraded).toMatchObject({ status: 'degraded', database: 'ok', delivery: 'stalled' });
    expect(degraded.reason).toMatch(/^a notification has waited 1 min \(3 waiting\); last error: .*421/);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect(
      sample(await metrics(), 'agency_delivery_oldest_pending_seconds{channel="notification"}'),
    ).toBeGreaterThan(60);
    const status = await runCliProcess(['status'], database.env, clock);
    expect(status.stdout).toMatch(/^notification: 3 waiting, the oldest for 1 min; last error: .*421/m);

    // Two minutes down in all, each probe checking again, then the relay is back.
    clock.moveAhead(120_000);
    await until(
      async () => (await ready()).reason?.startsWith('a notification has waited 2 min') ?? false,
      30_000,
    );
    expect(log.filter((line) => line.includes('delivery stalled'))).toHaveLength(1);
    smtp.setDown(false);
    // However far the backoff has put the next attempt (at most an hour), it comes.
    clock.moveAhead(120_000 + 3_600_000);
    await until(async () => (await ready()).status === 'ok', 60_000);
    const after = await metrics();
    expect(sample(after, 'agency_delivery_oldest_pending_seconds{channel="notification"}')).toBe(0);
    expect(sample(after, 'agency_deliveries_pending{channel="notification"}')).toBe(0);
    expect(sample(after, 'agency_deliveries_total{channel="notification",outcome="sent"}')).toBe(3);
    // The line is written by the server's own check, which may come a poll after readiness says ok.
    await until(async () => log.some((line) => line.includes('delivery recovered')), 30_000);
    expect(log.filter((line) => line.includes('delivery recovered'))).toHaveLength(1);
    const mailed = smtp.received.map((m) => /^<([^@]+)@/.exec(m.headers.get('message-id') ?? '')?.[1]);
    expect(mailed.sort()).toEqual([...ids].sort());
  }, 300_000);
});
