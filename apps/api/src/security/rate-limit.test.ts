import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  startTestApi,
  testFormTokenSecret,
  type TestApi,
  type TestDatabase,
} from '../test-support/test-api.ts';
import { clientKey } from './client-address.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

const contact = sampleBodies.contact;
const windowMs = 600_000;

describe.each(engines)('the sliding-window limiter on %s', (engine) => {
  let database: TestDatabase;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    limiter = createRateLimiter(database.db, engine, 3, windowMs);
  });
  afterAll(() => database.drop());
  const t0 = 1_800_000_000_000;

  it('lets max through in any window, not 2 x max across a boundary, and says when the oldest leaves', async () => {
    const bucket = `boundary-${engine}`;
    // Three just before a fixed window would end, then more just after it.
    for (const at of [t0 - 3_000, t0 - 2_000, t0 - 1_000])
      expect(await limiter.take(bucket, at)).toEqual({ allowed: true, at });
    expect(await limiter.take(bucket, t0 + 1_000)).toEqual({ allowed: false, retryAfter: 596 });
    expect(await limiter.take(bucket, t0 + windowMs - 3_001)).toEqual({ allowed: false, retryAfter: 1 });
    // The oldest has left: one place, then full again.
    expect((await limiter.take(bucket, t0 + windowMs - 3_000)).allowed).toBe(true);
    expect((await limiter.take(bucket, t0 + windowMs - 2_999)).allowed).toBe(false);
  });

  it('counts each bucket alone, and gives a hit back', async () => {
    const [a, b] = [`a-${engine}`, `b-${engine}`];
    for (let i = 0; i < 3; i += 1) expect((await limiter.take(a, t0 + i)).allowed).toBe(true);
    expect((await limiter.take(a, t0 + 10)).allowed).toBe(false);
    expect((await limiter.take(b, t0 + 10)).allowed).toBe(true);
    await limiter.giveBack(a, t0 + 1);
    expect(await limiter.take(a, t0 + 20)).toEqual({ allowed: true, at: t0 + 20 });
    expect((await limiter.take(a, t0 + 21)).allowed).toBe(false);
  });
});

describe('client keys', () => {
  it('are an IPv4 address (mapped ones too) or the /56 of an IPv6 address', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1::/56');
    expect(clientKey('2001:0db8:0001:00ff::1')).toBe('2001:db8:1::/56');
    expect(clientKey('2001:db8:1:100::1')).toBe('2001:db8:1:100::/56');
  });

  it('are the IPv4 address an IPv6 address only tunnels or translates', () => {
    // 6to4: the IPv4 address is bits 16-48, and its holder owns every address below them.
    expect(clientKey('2002:c633:6407::1')).toBe('198.51.100.7');
    expect(clientKey('2002:c633:6407:ffff:1:2:3:4')).toBe('198.51.100.7');
    expect(clientKey('2002:c633:6408::1')).toBe('198.51.100.8');
    // NAT64's well-known prefix: the IPv4 address is the last 32 bits.
    expect(clientKey('64:ff9b::c633:6407')).toBe('198.51.100.7');
    // Teredo: the client's IPv4 address, inverted, in the last 32 bits.
    expect(clientKey('2001:0:4136:e378:8000:63bf:39cc:9bf8')).toBe('198.51.100.7');
  });
});

describe.each(engines)('rate limit over HTTP on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { rateLimit: { max: 2, windowMs }, trustProxy: ['10.0.0.1'] });
  });
  afterAll(() => api.close());

  let n = 0;
  const send = (remoteAddress: string, options: { body?: string; headers?: Record<string, string> } = {}) =>
    api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: options.body ?? JSON.stringify({ ...contact, message: `enquiry ${(n += 1)}` }),
      headers: { ...humanHeaders(), ...options.headers },
      remoteAddress,
    });

  it('counts only valid, stored, new submissions: refusals and replays cost nothing', async () => {
    const client = '198.51.100.20';
    const replayed = JSON.stringify(contact);
    const free = [
      await send(client, { body: '{"username":' }),
      await send(client, { body: JSON.stringify({ ...contact, email: 'nope' }) }),
      await send(client, { headers: { 'idempotency-key': 'bad key' } }),
      await send(client, { headers: { 'content-type': 'text/plain' } }),
      await send(client, { headers: { 'content-encoding': 'gzip' } }),
      await send(client, { headers: { origin: 'https://evil.example' } }),
      await send(client, { body: JSON.stringify({ ...contact, message: 'x'.repeat(40_000) }) }),
    ];
    expect(free.map((r) => r.statusCode)).toEqual([400, 400, 400, 415, 415, 403, 413]);
    const first = await send(client, { body: replayed, headers: { 'idempotency-key': `replay-${engine}` } });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const again = await send(client, {
        body: replayed,
        headers: { 'idempotency-key': `replay-${engine}` },
      });
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    const reused = await send(client, { headers: { 'idempotency-key': `replay-${engine}` } });
    expect(reused.statusCode).toBe(422);
    // One counted so far: one more goes through, then the window is full.
    expect((await send(client)).statusCode).toBe(201);
    const limited = await send(client);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json<{ message: string }>().message).toContain(
      `Please wait ${Math.ceil(retryAfter / 60)} minute`,
    );
    // A refusal still refuses while the window is full; another form has its own bucket.
    expect((await send(client, { body: '{}' })).statusCode).toBe(400);
    const proposal = await api.app.inject({
      method: 'POST',
      url: apiPaths.proposal,
      payload: 'null',
      headers: humanHeaders(),
      remoteAddress: client,
    });
    expect(proposal.statusCode).toBe(400);
  });

  it('limits an IPv6 client by its /56, and an IPv4-mapped or 6to4 address as the IPv4 address', async () => {
    expect((await send('2001:db8:aa:bb::1')).statusCode).toBe(201);
    expect((await send('2001:db8:aa:ff:ffff:eeee:dddd:cccc')).statusCode).toBe(201);
    expect((await send('2001:db8:aa:2::2')).statusCode).toBe(429);
    expect((await send('2001:db8:aa:100::1')).statusCode).toBe(201);
    expect((await send('198.51.100.30')).statusCode).toBe(201);
    expect((await send('::ffff:198.51.100.30')).statusCode).toBe(201);
    expect((await send('2002:c633:641e:1::1')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const viaProxy = (forwardedFor: string) =>
      send('10.0.0.1', { headers: { 'x-forwarded-for': forwardedFor } });
    expect((await viaProxy('198.51.100.50')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.50')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.50')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.51')).statusCode).toBe(201);
    // Not from the proxy: the claimed address is ignored and the peer is limited.
    const spoofed = (i: number) =>
      send('198.51.100.60', { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect([
      (await spoofed(1)).statusCode,
      (await spoofed(2)).statusCode,
      (await spoofed(3)).statusCode,
    ]).toEqual([201, 201, 429]);
  });
});

describe('rate limit on PostgreSQL', () => {
  it('is shared by every API instance on the database', async () => {
    const first = await startTestApi('postgres', { rateLimit: { max: 5, windowMs } });
    const second = buildApiApp(createFastify('silent'), {
      db: first.db,
      engine: 'postgres',
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 5, windowMs },
    });
    await second.ready();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: JSON.stringify({ ...contact, message: `shared ${i}` }),
        headers: humanHeaders(),
        remoteAddress: '198.51.100.99',
      });
      statuses.push(response.statusCode);
    }
    await second.close();
    await first.close();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('forgets clients whose hits all left the window, so the table does not grow for ever', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const limiter = createRateLimiter(database.db, 'postgres', 5, windowMs);
      const t0 = 1_800_000_000_000;
      await limiter.take('198.51.100.1|contact', t0 + 1_000);
      await limiter.take('198.51.100.2|contact', t0 + 2_000);
      const buckets = async () =>
        (await database.db.selectFrom('rate_limit_hits').select('bucket').orderBy('bucket').execute()).map(
          (row) => row.bucket,
        );
      expect(await buckets()).toEqual(['198.51.100.1|contact', '198.51.100.2|contact']);
      // A window later the first instance's next request prunes both.
      expect((await limiter.take('198.51.100.3|contact', t0 + 2_000 + windowMs)).allowed).toBe(true);
      expect(await buckets()).toEqual(['198.51.100.3|contact']);
    } finally {
      await database.drop();
    }
  });
});
