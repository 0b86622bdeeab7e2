import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../test-support/test-api.ts';

const body = { username: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Hello 🙂' };

describe('POST /api/contact/query', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    api.app.inject({ method: 'POST', url: '/api/contact/query', payload, headers });

  it('stores a valid enquiry and answers 201 with its id in a helpful message', async () => {
    const response = await post(JSON.stringify(body), {
      'content-type': 'application/json',
      referer: 'http://localhost/uk/',
    });
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toContain(id);
    const row = await api.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form: 'contact', region: 'uk' });
    expect(JSON.parse(row.body)).toEqual(body);
    expect(new Date(row.received_at).toISOString()).toBe(row.received_at);
  });

  it('answers 400 naming each field at fault and stores nothing', async () => {
    const before = await api.db
      .selectFrom('submissions')
      .select(api.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post(JSON.stringify({ ...body, email: 'nope', extra: true }));
    expect(response.statusCode).toBe(400);
    const error = response.json<{ message: string; errors: { field: string; code: string }[] }>();
    expect(error.errors.map((e) => e.field).sort()).toEqual(['email', 'extra']);
    const after = await api.db
      .selectFrom('submissions')
      .select(api.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses malformed JSON, prototype keys, other content types and oversize bodies', async () => {
    expect((await post('{"username":')).statusCode).toBe(400);
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect(
      (await post('username=a', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
    expect((await post(JSON.stringify({ ...body, message: 'x'.repeat(40_000) }))).statusCode).toBe(413);
  });
});
