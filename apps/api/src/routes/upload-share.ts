/**
 * What uploads in progress may hold, in memory or in temporary files: at
 * most `perProcess` bytes in all, and `perClient` bytes for one client
 * (clientKey: an IPv4 address or an IPv6 /56). A CV that memory cannot take
 * goes on in a temporary file (upload-spool.ts); one that the disk share
 * cannot take either is refused (uploads-busy). Held bytes are given back
 * once the upload has been read, so the figures count uploads still
 * arriving, stalled ones included.
 */
export interface UploadShareLimits {
  perProcess: number;
  perClient: number;
}

/** UPLOAD_MEMORY_MAX_BYTES and UPLOAD_MEMORY_PER_CLIENT_BYTES when not set (docs/api.md says why). */
export const defaultUploadMemory: UploadShareLimits = {
  perProcess: 16 * 1024 * 1024,
  perClient: 4 * 1024 * 1024,
};

/**
 * UPLOAD_DISK_MAX_BYTES and UPLOAD_DISK_PER_CLIENT_BYTES when not set: a
 * client may have a dozen CVs at the size limit arriving at once (an office
 * behind one address), the process 200 (docs/api.md says why).
 */
export const defaultUploadDisk: UploadShareLimits = {
  perProcess: 1024 * 1024 * 1024,
  perClient: 64 * 1024 * 1024,
};

/** One kind of room uploads in progress hold (memory, or the temporary folder), shared out per client. */
export class UploadShare {
  readonly limits: UploadShareLimits;
  #total = 0;
  readonly #byClient = new Map<string, number>();

  constructor(limits: UploadShareLimits) {
    this.limits = limits;
  }

  /** Holds `bytes` more for the client, if both limits allow it. */
  take(client: string, bytes: number): boolean {
    const held = this.#byClient.get(client) ?? 0;
    if (this.#total + bytes > this.limits.perProcess || held + bytes > this.limits.perClient) return false;
    this.#total += bytes;
    this.#byClient.set(client, held + bytes);
    return true;
  }

  giveBack(client: string, bytes: number): void {
    if (bytes === 0) return;
    this.#total -= bytes;
    const held = (this.#byClient.get(client) ?? 0) - bytes;
    if (held > 0) this.#byClient.set(client, held);
    else this.#byClient.delete(client);
  }

  /** Bytes held now, in all. */
  get held(): number {
    return this.#total;
  }
}
