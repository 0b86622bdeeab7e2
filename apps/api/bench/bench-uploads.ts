// `npm run bench:uploads`: job applications with CVs just under the limit,
// BENCH_UPLOADS (default 20) at once, BENCH_ROUNDS (default 3) times, sent on
// loopback to the real server (API only, SQLite, or PostgreSQL at
// DATABASE_URL). Prints the throughput of each round and the server's
// resident memory: idle before the first round, and its peak while the
// uploads run, sampled every 20 ms from /proc, against the bar of 3 x
// (uploads at once x CV size) over idle.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, defaultCvMaxBytes, headerKey, wireHeaders } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { issueFormToken } from '../src/security/form-token.ts';
import { listeningUrl } from '@agency/test-receivers';
import { multipartBody } from '../src/test-support/multipart.ts';
import { sampleBodies } from '../src/test-support/sample-bodies.ts';

const atOnce = Number(process.env.BENCH_UPLOADS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const cvBytes = defaultCvMaxBytes - 16 * 1024;
const formTokenSecret = 'bench-form-token-secret';
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-uploads-'));
const mib = (bytes: number) => bytes / (1024 * 1024);

/** The resident set of a process now, in bytes (Linux). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** POSTs one upload with its own connection; resolves with the status. */
function upload(url: URL, payload: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': contentType,
          'content-length': payload.length,
          accept: 'application/json',
          [headerKey(wireHeaders.formToken)]: issueFormToken(formTokenSecret, 5_000),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const server = spawn(process.execPath, [join(import.meta.dirname, '../src/start.ts')], {
  env: {
    ...process.env,
    API_ONLY: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    FORM_TOKEN_SECRET: formTokenSecret,
    RATE_LIMIT_MAX: '1000000000',
    UPLOAD_RATE_LIMIT_MAX: '1000000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const base = await listeningUrl(server);
  const pid = server.pid ?? 0;
  const url = new URL(apiPaths.jobApplication, base);
  // Each upload its own CV (random padding), built before the clock starts.
  const bodies = await Promise.all(
    Array.from({ length: atOnce }, (_, i) =>
      multipartBody(
        { ...sampleBodies['job-application'], email: `bench-${i}@example.com` },
        { name: `cv-${i}.pdf`, bytes: samplePdf({ size: cvBytes }) },
      ),
    ),
  );
  // Warm the server's code with one upload, then let its memory settle.
  await upload(url, bodies[0]!.payload, bodies[0]!.contentType);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idle = residentBytes(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  const sent = mib(cvBytes) * atOnce;
  console.log(
    `bench:uploads: ${atOnce} uploads at once of a ${mib(cvBytes).toFixed(2)} MiB CV, ${rounds} rounds, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; server idle RSS ${mib(idle).toFixed(0)} MiB`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    const started = performance.now();
    const statuses = await Promise.all(bodies.map((body) => upload(url, body.payload, body.contentType)));
    const seconds = (performance.now() - started) / 1000;
    const created = statuses.filter((status) => status === 201).length;
    console.log(
      `  round ${round}: ${created} of ${atOnce} stored (201) in ${seconds.toFixed(2)} s: ` +
        `${(created / seconds).toFixed(1)} uploads/s, ${(sent / seconds).toFixed(1)} MiB/s`,
    );
  }
  clearInterval(sampler);
  const over = peak - idle;
  const bar = 3 * atOnce * cvBytes;
  console.log(
    `  server peak RSS ${mib(peak).toFixed(0)} MiB: ${mib(over).toFixed(0)} MiB over idle ` +
      `(bar: 3 x ${atOnce} x ${mib(cvBytes).toFixed(2)} MiB = ${mib(bar).toFixed(0)} MiB) ${over <= bar ? 'within' : 'OVER'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
