import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultUploadMemory, UploadMemory, type UploadMemoryLimits } from './upload-memory.ts';
import { prepareUploadTempDir, type UploadSpace } from './upload-spool.ts';

export interface UploadSettings {
  memory?: UploadMemoryLimits;
  /** The temporary folder (DATA_DIR/uploads-in-progress), emptied at start. */
  tempDir?: string;
}

/**
 * The uploads' space for one app. Without a folder (an app built in a test)
 * one of its own under the system's temporary directory, removed on close.
 */
export function uploadSpace(app: FastifyInstance, settings: UploadSettings = {}): UploadSpace {
  const memory = new UploadMemory(settings.memory ?? defaultUploadMemory);
  if (settings.tempDir) {
    prepareUploadTempDir(settings.tempDir);
    return { memory, tempDir: settings.tempDir };
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'agency-uploads-'));
  app.addHook('onClose', async () => rmSync(tempDir, { recursive: true, force: true }));
  return { memory, tempDir };
}
