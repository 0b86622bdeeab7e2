import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, applicationPages, noScriptErrorPage } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { multipartBody } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import {
  folderBytes,
  holdStalledUploads,
  residentBytes,
  stalledCvBytes,
} from '../test-support/stalled-uploads.ts';
import { createTestDatabase, engines, humanHeaders, type TestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';
import { uploadsBusyRetryAfterSeconds } from './edge-faults.ts';
import { defaultUploadMemory } from './upload-share.ts';
import { uploadTempFolder } from './upload-spool.ts';

const mib = 1024 * 1024;

describe('uploads in progress', () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  let tempDir = '';
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    tempDir = join(database.env.DATA_DIR!, uploadTempFolder);
    server = await spawnServer({ ...database.env, REQUEST_TIMEOUT_MS: '120000' });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
  });

  /** A job application sent whole from this machine's own address; resolves with its status and CV. */
  const apply = async (email: string) => {
    const cv = samplePdf({ size: stalledCvBytes });
    const { payload, contentType } = await multipartBody(
      { ...sampleBodies['job-application'], email },
      { name: 'cv.pdf', bytes: cv },
    );
    const { 'content-type': _json, ...headers } = humanHeaders();
    const response = await fetch(`${server.url}${apiPaths.jobApplication}`, {
      method: 'POST',
      headers: { ...headers, accept: 'application/json', 'content-type': contentType },
      body: payload,
    });
    return { status: response.status, cv };
  };
  const storedCv = (email: string) =>
    database.db
      .selectFrom('submissions')
      .innerJoin('cv_files', 'cv_files.submission_id', 'submissions.id')
      .select('cv_files.content')
      .where('email', '=', email)
      .execute();

  it('hold 40 stalled 5 MB CVs from 4 addresses within 100 MB of idle, store another, and leave no file', async () => {
    // The server process itself: spawnServer runs node on start.ts, no shell in between.
    const pid = server.child.pid!;
    // Idle as a server is once it has taken an application: the first one grows its heap for good.
    expect((await apply('first@example.com')).status).toBe(201);
    const idle = residentBytes(pid);
    const stalled = await holdStalledUploads(
      server.url,
      ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'],
      10,
    );
    // Every byte sent is with the server once memory (its share at most) and the files hold the rest.
    const sentInAll = stalled.count * stalled.bytesEach;
    await until(
      () => folderBytes(tempDir).bytes >= sentInAll - defaultUploadMemory.perProcess - 4 * mib,
      60_000,
    );
    const held = residentBytes(pid);
    expect(folderBytes(tempDir).files).toBeGreaterThan(0);
    for (const name of readdirSync(tempDir)) expect(statSync(join(tempDir, name)).mode & 0o777).toBe(0o600);
    expect(statSync(tempDir).mode & 0o777).toBe(0o700);
    expect((held - idle) / mib).toBeLessThan(100);

    // Meanwhile a candidate from another address is heard and stored, byte for byte.
    const other = await apply('other-address@example.com');
    expect(other.status).toBe(201);
    const [row, ...more] = await storedCv('other-address@example.com');
    expect(more).toEqual([]);
    expect(Buffer.compare(row!.content, Buffer.from(other.cv))).toBe(0);

    stalled.close();
    await until(() => folderBytes(tempDir).files === 0);
    // Nothing half-uploaded is stored: the two sent whole, and no more.
    expect(await database.db.selectFrom('submissions').select('id').execute()).toHaveLength(2);
  }, 120_000);
});

/** A whole job application sent from one local address, as a script or a page sends it: its status, headers and body. */
async function applyFrom(url: string, localAddress: string, accept: string) {
  const { payload, contentType } = await multipartBody(
    { ...sampleBodies['job-application'], email: `from-${localAddress}@example.com` },
    { name: 'cv.pdf', bytes: samplePdf({ size: stalledCvBytes }) },
  );
  const { 'content-type': _json, ...headers } = humanHeaders();
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const post = httpRequest(
        `${url}${apiPaths.jobApplication}`,
        {
          method: 'POST',
          localAddress,
          headers: { ...headers, accept, 'content-type': contentType, 'content-length': payload.length },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      // The server may answer before it has read the whole body, and close.
      post.on('error', reject);
      post.end(payload);
    },
  );
}

describe('uploads in progress past their disk share', () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  let tempDir = '';
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    tempDir = join(database.env.DATA_DIR!, uploadTempFolder);
    // Three stalled CVs at the size limit fit a client's 16 MiB (4 of them in memory), a fourth does not.
    server = await spawnServer({
      ...database.env,
      REQUEST_TIMEOUT_MS: '120000',
      UPLOAD_DISK_PER_CLIENT_BYTES: String(16 * mib),
    });
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
  });

  it('are refused for that client with 429 and Retry-After, the form told why, while others are heard', async () => {
    const stalled = await holdStalledUploads(server.url, ['127.0.0.2'], 3);
    const sentInAll = stalled.count * stalled.bytesEach;
    await until(() => folderBytes(tempDir).bytes >= sentInAll - defaultUploadMemory.perClient, 60_000);

    const script = await applyFrom(server.url, '127.0.0.2', 'application/json');
    expect(script.status).toBe(429);
    expect(script.headers['retry-after']).toBe(String(uploadsBusyRetryAfterSeconds));
    expect(JSON.parse(script.body)).toEqual({
      message:
        'Too many applications are being uploaded from your connection right now. Please wait a minute and send again.',
    });
    // Without scripts the browser is sent on to the page that says to wait and try again.
    const page = await applyFrom(server.url, '127.0.0.2', 'text/html');
    expect(page.status).toBe(303);
    expect(new URL(String(page.headers.location), server.url).pathname).toBe(
      noScriptErrorPage('in', 'rate-limited', [], applicationPages),
    );

    // Another address has a share of its own.
    expect((await applyFrom(server.url, '127.0.0.3', 'application/json')).status).toBe(201);

    // Once the stalled uploads end, the client is heard again, and nothing refused was kept.
    stalled.close();
    await until(() => folderBytes(tempDir).files === 0);
    expect((await applyFrom(server.url, '127.0.0.2', 'application/json')).status).toBe(201);
    const stored = await database.db.selectFrom('submissions').select('email').orderBy('email').execute();
    expect(stored.map((row) => row.email)).toEqual([
      'from-127.0.0.2@example.com',
      'from-127.0.0.3@example.com',
    ]);
  }, 120_000);
});

describe.each(engines)('the uploads folder at start on %s', (engine) => {
  let database: TestDatabase;
  let dataDir = '';
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // Where DATABASE_URL leaves no SQLite file, DATA_DIR still holds the uploads in progress.
    dataDir = database.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'agency-uploads-test-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is emptied of what a crashed process left there', async () => {
    const folder = join(dataDir, uploadTempFolder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'left-by-a-crash'), Buffer.alloc(1024, 1), { mode: 0o600 });
    const server = await spawnServer({ ...database.env, DATA_DIR: dataDir });
    try {
      expect(existsSync(folder)).toBe(true);
      expect(readdirSync(folder)).toEqual([]);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
