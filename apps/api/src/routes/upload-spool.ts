import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadShare } from './upload-share.ts';

/** Where uploads past the memory limit go on: DATA_DIR's own folder for them. */
export const uploadTempFolder = 'uploads-in-progress';

/** The memory uploads may hold, and the private folder, with its own share, the rest goes to. */
export interface UploadSpace {
  memory: UploadShare;
  disk: UploadShare;
  tempDir: string;
}

/**
 * Empties (or makes) the temporary folder at start: a file left there by a
 * process that crashed mid-upload is never anyone's upload again. The folder
 * is the owner's alone (0700), its files too (0600).
 */
export function prepareUploadTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Reads a CV's stream into one buffer once it has all arrived, holding its
 * bytes in memory while the client's and the process's shares allow, and in a
 * temporary file from the first chunk they do not. The file is written and
 * read back through one handle (a sweep at another process's start that
 * unlinks it cannot lose the bytes) and removed whatever happens: read,
 * refused, aborted, timed out or failed. The buffer read back is the upload
 * finished, no longer in progress: the intake stores it at once.
 *
 * A chunk the disk share cannot take either makes the upload `busy`: what
 * was kept is given back and the rest is read and dropped, so one client,
 * or many, holding stalled uploads cannot fill the disk the database writes
 * to, and the client still reads the answer (a server that answers and
 * closes while a body is arriving resets the connection under it).
 */
export async function spoolUpload(
  file: Readable,
  client: string,
  space: UploadSpace,
): Promise<Buffer | 'busy'> {
  const chunks: Buffer[] = [];
  let held = 0;
  let onDisk = 0;
  let busy = false;
  let path: string | undefined;
  let handle: FileHandle | undefined;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (busy) continue;
      if (!handle && space.memory.take(client, chunk.length)) {
        chunks.push(chunk);
        held += chunk.length;
        continue;
      }
      const toDisk = (handle ? 0 : held) + chunk.length;
      if (!space.disk.take(client, toDisk)) {
        busy = true;
        chunks.length = 0;
        space.memory.giveBack(client, held);
        space.disk.giveBack(client, onDisk);
        held = onDisk = 0;
        await handle?.close();
        if (path) await rm(path, { force: true });
        handle = path = undefined;
        continue;
      }
      onDisk += toDisk;
      if (!handle) {
        path = join(space.tempDir, randomUUID());
        handle = await open(path, 'wx+', 0o600);
        for (const earlier of chunks) await handle.write(earlier);
        chunks.length = 0;
        space.memory.giveBack(client, held);
        held = 0;
      }
      await handle.write(chunk);
    }
    if (busy) return 'busy';
    if (!handle) return Buffer.concat(chunks);
    const { size } = await handle.stat();
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(bytes, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return bytes.subarray(0, read);
  } finally {
    space.memory.giveBack(client, held);
    space.disk.giveBack(client, onDisk);
    await handle?.close();
    if (path) await rm(path, { force: true });
  }
}
