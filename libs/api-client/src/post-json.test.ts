import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request-error.ts';
import { clientConfig } from './client-config.ts';
import { postJson } from './post-json.ts';

// A real HTTP server on a free port answers as each test path asks.
const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
let flakyCalls = 0;
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seen.push({ headers: request.headers, body });
    const reply = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(text);
    };
    if (request.url === '/ok') reply(201, '{"id":"1","message":"Stored."}');
    else if (request.url === '/refused')
      reply(429, '{"message":"Too many requests. Try again in 10 minutes."}');
    else if (request.url === '/bare-error') reply(502, 'upstream gone');
    // Gone twice, then stored: a visitor who tries again.
    else if (request.url === '/flaky') {
      flakyCalls += 1;
      if (flakyCalls <= 2) reply(502, 'upstream gone');
      else reply(201, '{"id":"2","message":"Stored."}');
    } else if (request.url === '/garbled') reply(200, '{not json');
    else setTimeout(() => reply(200, '{}'), 500);
  });
});

describe('postJson', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    clientConfig.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends JSON with an idempotency key and resolves with the answer', async () => {
    await expect(postJson('/ok', { a: 1 })).resolves.toEqual({ id: '1', message: 'Stored.' });
    const request = seen.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(request.body).toBe('{"a":1}');
  });

  it('sends the same content again with the same key until it is acknowledged, then with a new one', async () => {
    const keyOf = () => seen.at(-1)!.headers['idempotency-key'];
    await expect(postJson('/flaky', { visitor: 'A' })).rejects.toMatchObject({ status: 502 });
    const first = keyOf();
    await postJson('/flaky', { visitor: 'B' }).catch(() => undefined);
    expect(keyOf()).not.toBe(first);
    await expect(postJson('/flaky', { visitor: 'A' })).resolves.toMatchObject({ id: '2' });
    expect(keyOf()).toBe(first);
    await postJson('/flaky', { visitor: 'A' });
    expect(keyOf()).not.toBe(first);
  });

  it("carries the status and the server's message on a non-2xx answer", async () => {
    const error = await postJson('/refused', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      serverMessage: 'Too many requests. Try again in 10 minutes.',
    });
    await expect(postJson('/bare-error', {})).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      serverMessage: undefined,
    });
  });

  it('fails clearly on an unreadable answer, a time-out and an unreachable server', async () => {
    await expect(postJson('/garbled', {})).rejects.toMatchObject({ kind: 'parse' });
    clientConfig.timeoutMs = 100;
    await expect(postJson('/slow', {})).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please check your connection and try again.',
    });
    clientConfig.timeoutMs = 15_000;
    const base = clientConfig.baseUrl;
    clientConfig.baseUrl = 'http://127.0.0.1:1';
    await expect(postJson('/ok', {})).rejects.toMatchObject({ kind: 'network' });
    clientConfig.baseUrl = base;
  });
});
