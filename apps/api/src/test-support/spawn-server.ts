import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { listeningUrl, type MovableClock } from '@agency/test-receivers';

export interface SpawnedServer {
  url: string;
  /** Where its Prometheus metrics are, as it prints them (`  metrics     http://…/metrics`). */
  metricsUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** The staff inbox's origin as it prints it, when STAFF_PORT was set; undefined otherwise. */
  staffOrigin: string | undefined;
}

/**
 * What every server a suite starts runs with: the API alone, every listener on a
 * free loopback port (never a fixed one another process may hold), quiet.
 */
export const testServerEnv = {
  API_ONLY: '1',
  PORT: '0',
  HOST: '127.0.0.1',
  METRICS_PORT: '0',
  LOG_LEVEL: 'silent',
  // Never the default secret file in ./data: tests leave no files behind.
  FORM_TOKEN_SECRET: 'test-form-token-secret',
} as const satisfies Record<string, string>;

/**
 * The real `npm start` server (API only) as a child process on free ports, with
 * the suite's positions (test-server-entry.ts), on a movable clock if given.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { clock?: MovableClock } = {},
): Promise<SpawnedServer> {
  const environment = {
    ...process.env,
    ...testServerEnv,
    // Load tests come from one address.
    RATE_LIMIT_MAX: '1000000000',
    // Staff notifications only, unless a test is about the visitor's confirmation.
    CONFIRMATION_MAIL: '0',
    ...env,
  };
  const child = spawn(process.execPath, [join(import.meta.dirname, 'test-server-entry.ts')], {
    // On the test's movable clock when given (a wait moved instead of waited).
    env: options.clock ? options.clock.childEnv(environment) : environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  // Printed right after the "listening on" line, in the same turn.
  const metricsUrl = new Promise<string>((resolve) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = /^ {2}metrics +(http:\/\/\S+)/m.exec(output);
      if (!match?.[1]) return;
      child.stdout?.off('data', read);
      output = '';
      resolve(match[1]);
    };
    child.stdout?.on('data', read);
  });
  // The staff line, if any, comes before the `  email` line, the last the server prints.
  const staffOrigin = new Promise<string | undefined>((resolve) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (!/^ {2}email /m.test(output)) return;
      child.stdout?.off('data', read);
      resolve(/^ {2}staff inbox (http:\/\/\S+?)\/ /m.exec(output)?.[1]);
      output = '';
    };
    child.stdout?.on('data', read);
  });
  // Generous: a shared machine under load may take tens of seconds to start a process.
  const url = await listeningUrl(child, 60_000);
  return { url, metricsUrl: await metricsUrl, child, exited, staffOrigin: await staffOrigin };
}
