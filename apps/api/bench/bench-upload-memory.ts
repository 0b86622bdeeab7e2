// `npm run bench:upload-memory`: BENCH_STALLED (default 200) job applications
// with a CV just under the limit, from BENCH_ADDRESSES (default 40) loopback
// addresses, each sent whole but for its last bytes and then held, against
// the real server (API only, SQLite). Prints the server's resident memory
// idle and while they are held, and what the temporary folder holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultUploadMemory } from '../src/routes/upload-share.ts';
import { uploadTempFolder } from '../src/routes/upload-spool.ts';
import { spawnServer } from '../src/test-support/spawn-server.ts';
import { folderBytes, holdStalledUploads, residentBytes } from '../src/test-support/stalled-uploads.ts';
import { until } from '../src/test-support/until.ts';

const stalledCount = Number(process.env.BENCH_STALLED ?? 200);
const addressCount = Number(process.env.BENCH_ADDRESSES ?? 40);
const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-upload-memory-'));
const tempDir = join(dataDir, uploadTempFolder);
const server = await spawnServer({ DATA_DIR: dataDir });
try {
  const pid = server.child.pid!;
  const idle = residentBytes(pid);
  // 127.0.0.2 upwards: all of 127/8 is this machine on Linux.
  const addresses = Array.from({ length: addressCount }, (_, i) => `127.0.${(i + 2) >> 8}.${(i + 2) & 255}`);
  const stalled = await holdStalledUploads(server.url, addresses, Math.ceil(stalledCount / addressCount));
  const sent = stalled.count * stalled.bytesEach;
  // Held once the files have what memory may not: every byte sent is then with the server.
  await until(
    () => folderBytes(tempDir).bytes >= sent - defaultUploadMemory.perProcess - 4 * 1024 * 1024,
    300_000,
  );
  const held = residentBytes(pid);
  const onDisk = folderBytes(tempDir);
  console.log(
    `${stalled.count} stalled uploads of ${mib(stalled.bytesEach)} MiB from ${addresses.length} addresses: ` +
      `RSS idle ${mib(idle)} MiB, held ${mib(held)} MiB (+${mib(held - idle)} MiB); ` +
      `${onDisk.files} temporary files, ${mib(onDisk.bytes)} MiB`,
  );
  stalled.close();
  await until(() => folderBytes(tempDir).files === 0);
  console.log(`after the sockets closed: ${folderBytes(tempDir).files} temporary files`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
