import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { logLines } from '../test-support/log-lines.ts';
import { humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';

const contact = { username: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };

interface Counts {
  accepted: number;
  spam: number;
  spamReasons: Record<string, number>;
  rejected: Record<string, number>;
  replayed: number;
}

describe('intake counts in the log', () => {
  const log = logLines();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', {
      logStream: log.stream,
      intakeLogPeriodMs: 150,
      rateLimit: { max: 1, windowMs: 600_000 },
    });
  });
  afterAll(() => api.close());

  const send = (remoteAddress: string, headers: Record<string, string> = {}, body: unknown = contact) =>
    api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...humanHeaders(), ...headers },
      remoteAddress,
    });

  /** Every count the server logged so far, added up over its lines. */
  const logged = (): Counts => {
    const total: Counts = { accepted: 0, spam: 0, spamReasons: {}, rejected: {}, replayed: 0 };
    for (const line of log.withMessage('form intake counts')) {
      const counts = line.intake as Counts;
      total.accepted += counts.accepted;
      total.spam += counts.spam;
      total.replayed += counts.replayed;
      for (const [reason, n] of Object.entries(counts.spamReasons))
        total.spamReasons[reason] = (total.spamReasons[reason] ?? 0) + n;
      for (const [status, n] of Object.entries(counts.rejected))
        total.rejected[status] = (total.rejected[status] ?? 0) + n;
    }
    return total;
  };

  it('logs leads accepted, spam by reason and refusals by status, and nothing while there is no traffic', async () => {
    expect((await send('192.0.2.1')).statusCode).toBe(201);
    const keyed = { 'idempotency-key': 'tally-1' };
    expect((await send('192.0.2.2', keyed)).statusCode).toBe(201);
    expect((await send('192.0.2.2', keyed)).headers['idempotent-replayed']).toBe('true');
    expect((await send('192.0.2.3', { 'x-honeypot': 'bot' })).statusCode).toBe(201);
    expect(
      (
        await send(
          '192.0.2.4',
          { 'x-xsrf-token': '' },
          { ...contact, message: 'www.a.example www.b.example www.c.example' },
        )
      ).statusCode,
    ).toBe(201);
    expect((await send('192.0.2.5', {}, '{"username":')).statusCode).toBe(400);
    expect((await send('192.0.2.5', {}, { ...contact, email: 'nope' })).statusCode).toBe(400);
    expect((await send('192.0.2.5', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await send('192.0.2.1')).statusCode).toBe(429);

    const expected: Counts = {
      accepted: 2,
      spam: 2,
      spamReasons: { 'honeypot-filled': 1, 'many-links': 1, 'token-missing': 1 },
      rejected: { '400': 2, '415': 1, '429': 1 },
      replayed: 1,
    };
    await until(
      () => logged().accepted + logged().spam + logged().replayed >= 5 && logged().rejected['429'] === 1,
    );
    expect(logged()).toEqual(expected);
    const lines = log.withMessage('form intake counts');
    expect(lines.every((line) => line.level === 30)).toBe(true);

    // Quiet periods add no line (if none passed on a slow machine, the check still holds).
    const count = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(log.withMessage('form intake counts')).toHaveLength(count);
  });
});
