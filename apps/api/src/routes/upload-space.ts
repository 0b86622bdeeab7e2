import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  defaultUploadDisk,
  defaultUploadMemory,
  UploadShare,
  type UploadShareLimits,
} from './upload-share.ts';
import { prepareUploadTempDir, type UploadSpace } from './upload-spool.ts';

export interface UploadSettings {
  memory?: UploadShareLimits;
  /** What uploads in progress may hold in the temporary folder, in all and per client. */
  disk?: UploadShareLimits;
  /** The temporary folder (DATA_DIR/uploads-in-progress), emptied at start. */
  tempDir?: string;
}

/**
 * The uploads' space for one app. Without a folder (an app built in a test)
 * one of its own under the system's temporary directory, removed on close.
 */
export function uploadSpace(app: FastifyInstance, settings: UploadSettings = {}): UploadSpace {
  const memory = new UploadShare(settings.memory ?? defaultUploadMemory);
  const disk = new UploadShare(settings.disk ?? defaultUploadDisk);
  if (settings.tempDir) {
    prepareUploadTempDir(settings.tempDir);
    return { memory, disk, tempDir: settings.tempDir };
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'agency-uploads-'));
  app.addHook('onClose', async () => rmSync(tempDir, { recursive: true, force: true }));
  return { memory, disk, tempDir };
}
