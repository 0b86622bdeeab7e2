import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { apiPaths, defaultCvMaxBytes } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { multipartBody } from './multipart.ts';
import { sampleBodies } from './sample-bodies.ts';
import { humanHeaders } from './test-api.ts';

/** A CV just under the default limit: the largest upload a client may stall. */
export const stalledCvBytes = defaultCvMaxBytes - 16 * 1024;

/** The resident set of a process now, in bytes (Linux: /proc/<pid>/status VmRSS). */
export function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** The files in a folder and their bytes in all (none when it does not exist). */
export function folderBytes(dir: string): { files: number; bytes: number } {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return { files: 0, bytes: 0 };
  }
  let bytes = 0;
  for (const name of names) {
    try {
      bytes += statSync(join(dir, name)).size;
    } catch {
      // Removed between the listing and the look: it holds nothing now.
    }
  }
  return { files: names.length, bytes };
}

/**
 * Job applications with a CV just under the limit, `perAddress` from each
 * local address (all of 127/8 is this machine on Linux), each sent whole but
 * for its last 64 bytes and then held: the server has the CV's bytes and
 * waits for the end that never comes. Resolves once every body but its tail
 * is written to the socket; `close()` ends them all.
 */
export async function holdStalledUploads(url: string, addresses: readonly string[], perAddress: number) {
  const { hostname, port } = new URL(url);
  const { payload, contentType } = await multipartBody(sampleBodies['job-application'], {
    name: 'cv.pdf',
    bytes: samplePdf({ size: stalledCvBytes }),
    type: 'application/pdf',
  });
  const sent = payload.subarray(0, payload.length - 64);
  const sockets: Socket[] = [];
  const open = (localAddress: string) =>
    new Promise<void>((resolve, reject) => {
      const { 'content-type': _json, ...headers } = humanHeaders();
      const head =
        `POST ${apiPaths.jobApplication} HTTP/1.1\r\nHost: ${hostname}\r\n` +
        Object.entries({
          ...headers,
          accept: 'application/json',
          'content-type': contentType,
          'content-length': String(payload.length),
        })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        '\r\n';
      const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
        socket.write(head);
        socket.write(sent, (error) => (error ? reject(error) : resolve()));
      });
      socket.on('error', reject);
      socket.on('data', () => {});
      sockets.push(socket);
    });
  await Promise.all(addresses.flatMap((address) => Array.from({ length: perAddress }, () => open(address))));
  return {
    count: sockets.length,
    /** The bytes each upload sent, all of them: what the server holds somewhere while they stall. */
    bytesEach: sent.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
