// `npm run bench:api`: on loopback, in one run, requests/s and p99 latency of a
// bare Fastify hello-world, a rejected (400) submission and an accepted (201)
// submission on the real server, the same with confirmations and signed
// webhooks configured, then rows stored against 2xx answered.
// BENCH_SECONDS (default 10) per case; DATABASE_URL to bench PostgreSQL.
// BENCH_WARMUP_SECONDS (default 2): each timed case first sends the same
// requests, unmeasured, for this long, so it measures a server whose code V8
// has compiled rather than its first seconds (the real server's first second
// costs several times its steady state, the bare one's about twice).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiPaths, headerKey, wireHeaders } from '@agency/contract';
import { openDatabase } from '../src/db/open-database.ts';
import { issueFormToken } from '../src/security/form-token.ts';
import { listeningUrl } from '@agency/test-receivers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
// The bench signs its own form tokens (one per request: a token is single use) with the server's secret.
const formTokenSecret = 'bench-form-token-secret';
const databaseUrl = process.env.DATABASE_URL;
// BENCH_ROUNDS (default 3): the accepted cases alternate, this many turns each.
const acceptedRounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function startChild(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { url: await listeningUrl(child), child };
}

async function stopChild(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface CaseResult {
  name: string;
  rps: number;
  p99: number;
  /** CPU time the server process spent per request answered, µs (user + system). */
  serverCpuUs: number;
  /** Share of one core the server process used during the case. */
  serverCores: number;
  statuses: Record<string, number>;
  answered: number;
  ok2xx: number;
  errors: number;
}

/**
 * CPU seconds a process has used (utime + stime, from /proc). The load
 * generator shares the 2 cores with the server, so requests/s alone cannot
 * say which side ran out; the server's CPU per request can.
 */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime), in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(name: string, server: ChildProcess, options: autocannon.Options): Promise<CaseResult> {
  // A case of a fixed number of requests (accepted, whose rows are counted) is not warmed up.
  if (!options.amount && warmupSeconds > 0)
    await autocannon({ connections: 50, ...options, duration: warmupSeconds });
  const cpuBefore = cpuSecondsOf(server.pid!);
  const started = performance.now();
  const result = await autocannon({
    connections: 50,
    // autocannon ends a run on its next sample tick (every second by default),
    // so a case of a fixed number of requests read as taking whole seconds:
    // 22,500 answers in 2.2 s came out as 3 s, 7,500/s. Sampling every 10 ms
    // ends it within 10 ms of its last answer.
    ...(options.amount ? { sampleInt: 10 } : { duration: seconds }),
    ...options,
  });
  const cpu = cpuSecondsOf(server.pid!) - cpuBefore;
  const elapsed = (performance.now() - started) / 1000;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name,
    // Answers over the case's own duration. autocannon's requests.average is
    // a mean of whole-second samples, so a case of a fixed number of requests
    // that ends 0.2 s into a second was counted as if it had taken that whole
    // second (22,500 answers in 4.2 s read as 4,500/s, not 5,357/s).
    rps: answered / result.duration,
    p99: result.latency.p99,
    serverCpuUs: answered > 0 ? (cpu / answered) * 1e6 : 0,
    serverCores: cpu / elapsed,
    statuses: {
      '1xx': result['1xx'],
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    answered,
    ok2xx: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx - result['4xx'],
  };
}

/** Rounds of one case as one: answers over the time they took together, the worst p99. */
function combine(rounds: CaseResult[]): CaseResult {
  const sum = (pick: (r: CaseResult) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const took = sum((r) => r.answered / r.rps);
  const statuses: Record<string, number> = {};
  for (const r of rounds)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    name: rounds[0]!.name,
    rps: sum((r) => r.answered) / took,
    p99: Math.max(...rounds.map((r) => r.p99)),
    serverCpuUs: sum((r) => r.serverCpuUs * r.answered) / sum((r) => r.answered),
    serverCores: sum((r) => r.serverCores * (r.answered / r.rps)) / took,
    statuses,
    answered: sum((r) => r.answered),
    ok2xx: sum((r) => r.ok2xx),
    errors: sum((r) => r.errors),
  };
}

interface WebhookTally {
  total: number;
  distinct: number;
}
const webhooksReceived = async (): Promise<WebhookTally> =>
  (await (await fetch(`${hello.url}/webhook/received`)).json()) as WebhookTally;

/**
 * Waits until the receiver has a webhook for every lead the delivering server
 * has accepted so far, or nothing more has arrived for 15 s: how many arrived
 * while its round ran (the worker yields to intake), and how long the rest took.
 */
async function drainWebhooks(expected: number, atRoundStart: number) {
  let tally = await webhooksReceived();
  const duringBurst = tally.total - atRoundStart;
  const started = performance.now();
  let lastProgress = started;
  while (tally.total < expected && performance.now() - lastProgress < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await webhooksReceived();
    if (next.total > tally.total) lastProgress = performance.now();
    tally = next;
  }
  return {
    duringBurst,
    drainSeconds: (performance.now() - started) / 1000,
    drained: tally.total - atRoundStart - duringBurst,
  };
}

const hello = await startChild(join(import.meta.dirname, 'hello-server.ts'), {});
const serverEnv = (dir: string, deliveries: Record<string, string>) => ({
  API_ONLY: '1',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  // Benchmark traffic comes from one address; lift the per-client limits for it.
  RATE_LIMIT_MAX: '100000000',
  MAX_CONNECTIONS_PER_CLIENT: '100000',
  FORM_TOKEN_SECRET: formTokenSecret,
  ...deliveries,
});
// The staff notification alone (no SMTP: it waits in the outbox, as it would behind a slow relay).
const api = await startChild(
  join(import.meta.dirname, '../src/start.ts'),
  serverEnv(dataDir, { CONFIRMATION_MAIL: '0' }),
);
// The same with a confirmation queued for each lead and a signed webhook sent for each, to a
// receiver on this machine: delivery is off the request path, so this costs little.
const deliveringDir = mkdtempSync(join(tmpdir(), 'agency-bench-deliveries-'));
const delivering = await startChild(
  join(import.meta.dirname, '../src/start.ts'),
  serverEnv(deliveringDir, {
    CONFIRMATION_MAIL: '1',
    WEBHOOK_URL: `${hello.url}/webhook`,
    WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
  }),
);

const valid = JSON.stringify({
  username: 'Bench Person',
  email: 'bench@example.com',
  phone: '+91 98765 43210',
  message: 'A benchmark enquiry with a little text in it.',
});
const invalid = JSON.stringify({
  username: '',
  email: 'not-an-address',
  phone: true,
  message: 'x',
  extra: 1,
});
// A person's browser: a new form token for a page shown 5 s ago on every
// request (a token is single use), the empty honeypot; so accepted rows are
// real leads with their outbox row.
const post = {
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    origin: api.url,
    [headerKey(wireHeaders.honeypot)]: '',
  },
};
const withNewToken = (request: autocannon.Request) => {
  request.headers = {
    ...request.headers,
    [headerKey(wireHeaders.formToken)]: issueFormToken(formTokenSecret, 5_000),
  };
  return request;
};

const results: CaseResult[] = [];
let webhooks:
  | (WebhookTally & { expected: number; duringBurst: number; drained: number; drainSeconds: number })
  | undefined;
try {
  results.push(await run('hello-world (bare Fastify)', hello.child, { url: `${hello.url}/` }));
  results.push(
    await run('bare Fastify JSON POST -> 400 (floor)', hello.child, {
      url: `${hello.url}/rejected`,
      ...post,
      body: invalid,
    }),
  );
  results.push(
    await run('rejected submission (400)', api.child, {
      url: `${api.url}${apiPaths.contactQuery}`,
      ...post,
      body: invalid,
    }),
  );
  const accepting = (url: string) => ({
    url: `${url}${apiPaths.contactQuery}`,
    ...post,
    headers: { ...post.headers, origin: url },
    body: valid,
    requests: [{ method: 'POST' as const, setupRequest: withNewToken }],
    // Group commit shares one fsync among the submissions waiting for it, so
    // throughput grows with the visitors sending at once; 100 keeps p99 low.
    connections: 100,
    // A browser waits far longer than autocannon's 10 s default; on a loaded
    // machine a few answers take longer than that, and counting them as lost
    // would break the rows-against-answers check for a lead that was stored.
    timeout: 60,
    // A fixed number of requests, every one awaited, so rows stored can be
    // compared with 2xx answers exactly (a timed run drops those in flight).
    // Sized so a server at the target rate needs about BENCH_SECONDS in all.
    amount: Math.round((7_500 * seconds) / acceptedRounds),
  });
  // The two accepted cases take turns, round by round: on a shared machine the
  // load drifts over a minute, and one case run after the other measured that
  // drift (30% either way between identical servers) rather than the servers.
  const plainRounds: CaseResult[] = [];
  const deliveringRounds: CaseResult[] = [];
  // Each round also waits for the delivering server's webhooks, so its worker
  // never runs during the plain case's next round.
  const drains: Awaited<ReturnType<typeof drainWebhooks>>[] = [];
  for (let round = 0; round < acceptedRounds; round++) {
    plainRounds.push(await run('accepted submission (201)', api.child, accepting(api.url)));
    const atRoundStart = (await webhooksReceived()).total;
    deliveringRounds.push(
      await run(
        'accepted, with confirmations and webhooks (201)',
        delivering.child,
        accepting(delivering.url),
      ),
    );
    drains.push(await drainWebhooks(combine(deliveringRounds).ok2xx, atRoundStart));
  }
  results.push(combine(plainRounds), combine(deliveringRounds));
  // A moment more, so a duplicate sent late would be counted too.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  webhooks = {
    ...(await webhooksReceived()),
    expected: combine(deliveringRounds).ok2xx,
    duringBurst: drains.reduce((sum, d) => sum + d.duringBurst, 0),
    drained: drains.reduce((sum, d) => sum + d.drained, 0),
    drainSeconds: drains.reduce((sum, d) => sum + d.drainSeconds, 0),
  };
} finally {
  await stopChild(delivering.child);
  await stopChild(api.child);
  await stopChild(hello.child);
}

const { db, engine } = openDatabase({ databaseUrl, dataDir });
const row = await db.selectFrom('submissions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
const leads = await db
  .selectFrom('submissions')
  .innerJoin('outbox', 'outbox.submission_id', 'submissions.id')
  .select(db.fn.countAll().as('n'))
  .where('spam', '=', 0)
  .executeTakeFirstOrThrow();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });

rmSync(deliveringDir, { recursive: true, force: true });

const [base, floor, rejected, accepted, withDeliveries] = results as [
  CaseResult,
  CaseResult,
  CaseResult,
  CaseResult,
  CaseResult,
];
console.log(`\nAPI benchmark: ${seconds} s per case, loopback, engine ${engine}\n`);
console.log('| case | requests/s | p99 ms | server CPU µs/request | server cores busy | answers |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
for (const r of results)
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.serverCpuUs)} | ${r.serverCores.toFixed(2)} | ${Object.entries(
      r.statuses,
    )
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')} |`,
  );
const stored = Number(row.n);
const expectedRows = accepted.ok2xx + (databaseUrl ? withDeliveries.ok2xx : 0);
const checks = [
  [
    `rejected >= 0.8 x hello-world (${(rejected.rps / base.rps).toFixed(2)}x)`,
    rejected.rps >= 0.8 * base.rps,
  ],
  [
    `accepted >= max(0.10 x hello-world, 500/s) (${Math.round(accepted.rps)}/s vs ${Math.round(Math.max(0.1 * base.rps, 500))}/s)`,
    accepted.rps >= Math.max(0.1 * base.rps, 500),
  ],
  [`accepted p99 <= 250 ms (${accepted.p99} ms)`, accepted.p99 <= 250],
  // With DATABASE_URL both servers store into the one database.
  [`rows stored == 2xx answered (${stored} rows, ${expectedRows} 2xx)`, stored === expectedRows],
  [`every row a lead with its outbox row (${Number(leads.n)})`, Number(leads.n) === stored],
  [
    `accepted with confirmations and webhooks within 10% of without (${Math.round(withDeliveries.rps)}/s vs ${Math.round(accepted.rps)}/s, ${((withDeliveries.rps / accepted.rps - 1) * 100).toFixed(1)}%)`,
    withDeliveries.rps >= 0.9 * accepted.rps,
  ],
  [
    `every accepted lead's webhook received exactly once (${webhooks?.total} received, ${webhooks?.distinct} distinct, ${webhooks?.expected} leads)`,
    webhooks?.total === webhooks?.expected && webhooks?.distinct === webhooks?.expected,
  ],
] as const;
console.log('');
// Not a target: how far the real rejection path is from doing nothing at all
// with a POST. On 2 shared cores the load generator competes for CPU too, and
// it works harder for a POST with a body than for a GET.
console.log(
  `rejected / bare POST -> 400: ${(rejected.rps / floor.rps).toFixed(2)}x; bare POST -> 400 / hello-world: ${(floor.rps / base.rps).toFixed(2)}x`,
);
if (webhooks)
  console.log(
    `webhooks: ${webhooks.duringBurst} of ${webhooks.expected} received while the burst ran, the rest in ${webhooks.drainSeconds.toFixed(1)} s after the rounds (${Math.round(webhooks.drained / webhooks.drainSeconds)}/s)`,
  );
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
