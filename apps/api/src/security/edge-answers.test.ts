import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import { serveSites } from '../gateway/serve-sites.ts';
import { createTestDatabase, testFormTokenSecret, type TestDatabase } from '../test-support/test-api.ts';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes to the server and reads the answer until the server closes the connection. */
function raw(port: number, request: string, options: { end?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      if (options.end) socket.end();
    });
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ),
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

describe('answers made below the routes', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let port = 0;
  const sites = mkdtempSync(join(tmpdir(), 'agency-edge-sites-'));
  beforeAll(async () => {
    for (const region of ['in', 'uk']) {
      mkdirSync(join(sites, region), { recursive: true });
      writeFileSync(join(sites, region, 'index.html'), '<html>home</html>');
      writeFileSync(join(sites, region, '404.html'), 'not found');
    }
    database = await createTestDatabase('sqlite');
    app = buildApiApp(createFastify({ logLevel: 'silent', requestTimeoutMs: 2_000, headersTimeoutMs: 300 }), {
      db: database.db,
      formTokenSecret: testFormTokenSecret,
    });
    await serveSites(app, { india: join(sites, 'in'), uk: join(sites, 'uk') });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(sites, { recursive: true, force: true });
  });

  const expectErrorShape = (answer: { headers: Record<string, unknown>; body: string }, message: RegExp) => {
    expect(answer.headers).toMatchObject({ ...securityHeaders, ...apiSecurityHeaders });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(message);
  };

  it('malformed HTTP: 400 with the API error shape and every security header', async () => {
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nNot a header line\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expectErrorShape(answer, /could not be read/);
  });

  it('headers over the size limit: 431, the same', async () => {
    const answer = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectErrorShape(answer, /headers are too large/);
  });

  it('headers not in time (the headers time-out): 408, the same', async () => {
    const answer = await raw(port, `POST ${apiPaths.contactQuery} HTTP/1.1\r\nHost: x\r\nContent-Ty`);
    expect(answer.status).toBe(408);
    expectErrorShape(answer, /took too long/);
  });

  it('a Transfer-Encoding other than chunked: 400, the same', async () => {
    const answer = await raw(
      port,
      `POST ${apiPaths.contactQuery} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expectErrorShape(answer, /Transfer-Encoding/);
  });

  it('a URL that does not decode, on a site path or the API: 400, the same', async () => {
    for (const url of ['/%ff', '/uk/%ff', '/services/%E0%A4%A', '/api/%ff']) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.headers['x-request-id']).toMatch(/\w/);
      expectErrorShape({ headers: answer.headers, body: answer.body }, /address is not valid/);
    }
  });

  it('OPTIONS on a form path without CORS configured: 405 with Allow, the same shape', async () => {
    for (const url of Object.values(apiPaths)) {
      for (const headers of [
        {},
        { origin: 'https://agency.example', 'access-control-request-method': 'POST' },
      ]) {
        const answer = await app.inject({ method: 'OPTIONS', url, headers });
        expect(answer.statusCode, url).toBe(405);
        expect(answer.headers.allow).toBe('POST');
        expectErrorShape({ headers: answer.headers, body: answer.body }, /Only POST/);
      }
    }
  });
});

describe('a request that arrives while the server stops', () => {
  it('is answered 503 with Retry-After, the request id and every header; a form posted without scripts goes to the try-again page', async () => {
    const database = await createTestDatabase('sqlite');
    const app = buildApiApp(createFastify({ logLevel: 'silent' }), {
      db: database.db,
      formTokenSecret: testFormTokenSecret,
    });
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    try {
      /** A connection whose request is half sent; `finish` sends the rest and resolves with the answer. */
      const halfSent = (start: string, rest: string) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += String(chunk)));
        const closed = new Promise((resolve) => socket.on('close', resolve));
        socket.write(start);
        return async () => {
          socket.write(rest);
          await closed;
          const [head = '', body = ''] = text.split('\r\n\r\n');
          const [statusLine = '', ...lines] = head.split('\r\n');
          const headers = Object.fromEntries(
            lines.map((line) => [
              line.slice(0, line.indexOf(':')).toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
          );
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        };
      };
      const call = halfSent(
        'GET /api/form-token HTTP/1.1\r\nHost: x\r\n',
        'X-Request-Id: mid-shutdown-1\r\n\r\n',
      );
      const formPost = halfSent(
        `POST ${apiPaths.contactQuery} HTTP/1.1\r\nHost: x\r\nReferer: http://x/uk/\r\n`,
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\n\r\n',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // SIGTERM's app.close(): the half-sent requests keep it open, and arrive in full meanwhile.
      const stopped = app.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [stopping, posted] = await Promise.all([call(), formPost()]);
      await stopped;

      expect(stopping.status).toBe(503);
      expect(stopping.headers).toMatchObject({
        ...securityHeaders,
        ...apiSecurityHeaders,
        'retry-after': '5',
        'x-request-id': 'mid-shutdown-1',
        connection: 'close',
      });
      expect(JSON.parse(stopping.body)).toEqual({
        message: 'The service is restarting. Please try again in a moment.',
      });
      expect(posted.status).toBe(303);
      expect(posted.headers).toMatchObject({
        ...securityHeaders,
        location: '/uk/enquiry-not-sent/unavailable',
      });
      expect(posted.headers['x-request-id']).toMatch(/\w/);
    } finally {
      await database.drop();
    }
  });
});
