import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { createTestDatabase, humanHeaders, type TestDatabase } from './test-support/test-api.ts';
import { spawnServer, type SpawnedServer } from './test-support/spawn-server.ts';

describe('slow clients', () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await spawnServer({ ...database.env, REQUEST_TIMEOUT_MS: '800' });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
  });

  it('are cut off after the request time-out and do not starve other visitors', async () => {
    const { hostname, port } = new URL(server.url);
    // Twenty connections that send half a request and then nothing (slowloris).
    const slow = Array.from(
      { length: 20 },
      () =>
        new Promise<{ answer: string; ms: number }>((resolve) => {
          const started = Date.now();
          let answer = '';
          const socket = connect(Number(port), hostname, () => {
            socket.write(
              `POST ${apiPaths.contactQuery} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"user`,
            );
          });
          socket.on('data', (chunk) => (answer += String(chunk)));
          socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
          socket.on('error', () => {});
        }),
    );
    const ok = await fetch(`${server.url}${apiPaths.contactQuery}`, {
      method: 'POST',
      headers: humanHeaders(),
      body: JSON.stringify({ username: 'A', email: 'a@example.com', phone: '1', message: 'm' }),
    });
    expect(ok.status).toBe(201);
    const results = await Promise.all(slow);
    for (const { answer, ms } of results) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeLessThan(5_000);
    }
  }, 30_000);
});
